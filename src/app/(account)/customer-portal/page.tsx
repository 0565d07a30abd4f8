import { redirect } from 'next/navigation'

import { portalPaths } from '@/portal/routes'

/** /customer-portal itself has no screen: My Pebble is the portal's home. */
export default function CustomerPortalIndex() {
  redirect(portalPaths.myPebble)
}
