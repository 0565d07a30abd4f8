/** Where a support request stands. Staff move it along; the customer sees it in the portal. */
export const SUPPORT_STATUSES = ['open', 'in-progress', 'resolved'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  resolved: 'Resolved',
}
