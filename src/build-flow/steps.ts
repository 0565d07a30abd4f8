/** The build flow's steps, in order; the URL's `step` uses these ids. */
export const STEPS = [
  { id: 'configuration', title: 'Configuration', next: 'Continue to summary' },
  { id: 'summary', title: 'Summary', next: 'Continue to checkout' },
  { id: 'customer', title: 'Your details', next: 'Continue to payment' },
  { id: 'payment', title: 'Payment', next: 'Place order' },
] as const
/** The customer step's form: the sticky bar's button submits it from outside. */
export const CUSTOMER_FORM_ID = 'customer-form'

export type StepId = (typeof STEPS)[number]['id']

export const stepIndex = (id: string | null | undefined) =>
  Math.max(
    0,
    STEPS.findIndex((s) => s.id === id),
  )
