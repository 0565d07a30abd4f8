import { applyPaymentEvent } from '@/commerce/payments/events'
import { payloadClient } from '@/db/payload'
import { malformedStripeEvent, toPaymentEvent, verifyStripeEvent } from '@/commerce/payments/stripe'
import { env } from '@/config/env'
import { jsonError, methodNotAllowed, readBodyText, unavailable } from '@/kit/http/json'
import { answeringUnavailable } from '@/db/unavailable'

export const dynamic = 'force-dynamic'

const WEBHOOK_BODY_LIMIT = 256 * 1024

/**
 * Stripe's webhook. The signature is checked over the raw body (constructEvent, 5-minute
 * tolerance); a forged or stale delivery, or a signed one that is not a well-formed event, gets
 * 400 and changes nothing. Each event id is handled
 * once (see applyPaymentEvent); a redelivery answers 200 so Stripe stops retrying.
 */
export const POST = answeringUnavailable('stripe-webhook', async function post(request: Request) {
  if (!env.stripeWebhookSecret) return jsonError(404, 'Stripe webhooks are not configured.')
  // Stripe's events are a few kilobytes; the raw text is what the signature covers.
  const body = await readBodyText(request, WEBHOOK_BODY_LIMIT)
  if (!body.ok) return jsonError(body.status, body.message)
  const raw = body.text
  let event
  try {
    event = verifyStripeEvent(raw, request.headers.get('stripe-signature'), env.stripeWebhookSecret)
  } catch (error) {
    return jsonError(
      400,
      `Webhook signature verification failed: ${error instanceof Error ? error.message.split('\n')[0] : 'invalid'}`,
    )
  }
  // Signed but not an event we can read: refused (Stripe would retry a 5xx in vain), nothing recorded.
  const malformed = malformedStripeEvent(event)
  if (malformed) return jsonError(400, malformed)
  try {
    const result = await applyPaymentEvent(await payloadClient(), toPaymentEvent(event))
    return Response.json({ received: true, ...result })
  } catch (error) {
    console.error(`[payments] handling Stripe event ${event.id} failed:`, error)
    // Nothing was recorded (the event's transaction rolled back): Stripe retries any answer but a 2xx.
    return unavailable('The event could not be handled now; it will be retried.')
  }
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
