import { portalPaths } from '@/kit/paths'

/** The portal's screens, in the order the navigation shows them. */
export const PORTAL_NAV = [
  { href: portalPaths.myPebble, label: 'My Pebble' },
  { href: portalPaths.orderHistory, label: 'Orders' },
  { href: portalPaths.secondDeposit, label: 'Second deposit' },
  { href: portalPaths.account, label: 'Account' },
  { href: portalPaths.preferences, label: 'Preferences' },
  { href: portalPaths.contact, label: 'Contact' },
] as const
