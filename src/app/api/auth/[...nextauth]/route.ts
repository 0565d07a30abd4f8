export { DELETE, GET, PATCH, POST, PUT } from '@/auth/next-auth/route-handler'
