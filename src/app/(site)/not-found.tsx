import { NotFoundView } from '@/site/not-found/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
