/** The portal's screens, in the order the navigation shows them. */
export const PORTAL_BASE = '/customer-portal'

export const portalPaths = {
  myPebble: '/customer-portal/my-pebble',
  faqs: '/customer-portal/my-pebble/faqs',
  latestNews: '/customer-portal/my-pebble/latest-news',
  ownerPage: (slug: string) => `/customer-portal/my-pebble/${encodeURIComponent(slug)}`,
  orderHistory: '/customer-portal/order-history',
  order: (number: string) => `/customer-portal/order-history/${encodeURIComponent(number)}`,
  secondDeposit: '/customer-portal/second-deposit',
  account: '/customer-portal/account',
  confirmEmail: '/customer-portal/account/confirm-email',
  preferences: '/customer-portal/preferences',
  contact: '/customer-portal/contact',
} as const

export const PORTAL_NAV = [
  { href: portalPaths.myPebble, label: 'My Pebble' },
  { href: portalPaths.orderHistory, label: 'Orders' },
  { href: portalPaths.secondDeposit, label: 'Second deposit' },
  { href: portalPaths.account, label: 'Account' },
  { href: portalPaths.preferences, label: 'Preferences' },
  { href: portalPaths.contact, label: 'Contact' },
] as const
