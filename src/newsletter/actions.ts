'use server'

import { getPayloadClient } from '@/content/queries'

import { HONEYPOT_FIELD, normaliseEmail, normaliseSource, type SubscribeState } from './validation'

const MESSAGES = {
  subscribed: "Thanks — you're on the list. We'll write when there's news worth sharing.",
  already: "You're already on the list — thanks for being keen.",
  failed: 'Something went wrong on our side. Please try again in a moment.',
} as const

/**
 * Newsletter sign-up, for `useActionState` (and a plain form post without JavaScript).
 * Validates, ignores bots, stores each address once. Never throws for bad input.
 */
export async function subscribe(_prevState: SubscribeState, formData: FormData): Promise<SubscribeState> {
  // Honeypot: people never see this field, so anything in it is a bot. Pretend it worked.
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { status: 'success', message: MESSAGES.subscribed }

  const raw = formData.get('email')
  const result = normaliseEmail(raw)
  if (!result.ok) {
    return {
      status: 'error',
      message: result.error,
      fieldError: result.error,
      email: typeof raw === 'string' ? raw.slice(0, 320) : '',
    }
  }
  const { email } = result
  const source = normaliseSource(formData.get('source'))

  try {
    const payload = await getPayloadClient()
    const isSubscribed = async () =>
      (await payload.count({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0

    if (await isSubscribed()) return { status: 'success', message: MESSAGES.already }
    try {
      await payload.create({ collection: 'subscribers', data: { email, source }, overrideAccess: true })
    } catch (error) {
      // Two submits at once: the unique index rejects the second, which is still a success.
      if (await isSubscribed()) return { status: 'success', message: MESSAGES.already }
      throw error
    }
    return { status: 'success', message: MESSAGES.subscribed }
  } catch (error) {
    console.error('[newsletter] subscribe failed', error)
    return { status: 'error', message: MESSAGES.failed, email }
  }
}
