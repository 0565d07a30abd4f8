export { GET, POST } from '@/auth/next-auth/route-handler'
