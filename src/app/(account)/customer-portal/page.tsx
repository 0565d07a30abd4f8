import { redirect } from 'next/navigation'

import { portalPaths } from '@/kit/paths'

/** /customer-portal itself has no screen: My Pebble is the portal's home. */
export default function CustomerPortalIndex() {
  redirect(portalPaths.myPebble)
}
