/** Demo content for editor-built forms: the Pebble Flow test-tow day sign-up and its page. */
import type { Payload } from 'payload'

import { doc, p } from './lexical'

const context = { disableRevalidate: true }

export const TEST_TOW_DAY_SLUG = 'test-tow-day'

/** The sign-up form (Forms collection): name, e-mail, phone, state, a date, newsletter consent, a note. */
export async function seedTestTowDayForm(payload: Payload): Promise<number> {
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Pebble Flow test-tow day',
      submitButtonLabel: 'Save my spot',
      confirmationType: 'message',
      confirmationMessage: doc(
        p("**You're on the list.** We'll e-mail directions and your tow slot a week before the day."),
        p('Bring your tow vehicle and a driving licence; we bring the coffee and a Pebble Flow for you to hitch up.'),
      ),
      fields: [
        { blockType: 'text', name: 'name', label: 'Full name', required: true, width: 100 },
        { blockType: 'email', name: 'email', label: 'E-mail', required: true, width: 50 },
        { blockType: 'phone', name: 'phone', label: 'Phone', required: false, width: 50 },
        { blockType: 'state', name: 'state', label: 'State', required: true, width: 50 },
        {
          blockType: 'select',
          name: 'preferred_date',
          label: 'Preferred date',
          required: true,
          width: 50,
          placeholder: 'Choose a date',
          options: [
            { label: 'Saturday, March 13, 2027 — Sacramento, CA', value: '2027-03-13-sacramento' },
            { label: 'Saturday, April 10, 2027 — Bend, OR', value: '2027-04-10-bend' },
            { label: 'Saturday, May 8, 2027 — Boulder, CO', value: '2027-05-08-boulder' },
          ],
        },
        { blockType: 'textarea', name: 'tow_vehicle', label: 'Your tow vehicle and anything we should know' },
        {
          blockType: 'checkbox',
          name: 'newsletter',
          label: 'Send me Pebble road notes (once a month). I can unsubscribe at any time.',
          defaultValue: false,
        },
      ],
    } as never,
    context,
  })
  return form.id as number
}

/** The page that carries the form. */
export function testTowDayBlocks(formId: number) {
  return [
    {
      blockType: 'title-cover',
      eyebrow: 'Events',
      title: 'Pebble Flow test-tow day',
      intro:
        'Hitch a Pebble Flow to your own car, tow it on real roads with one of our engineers beside you, and see how the trailer pushes itself up hills.',
    },
    {
      blockType: 'form',
      eyebrow: 'Sign up',
      title: 'Save your spot',
      intro:
        'Each day takes 24 drivers in one-hour slots. Tell us where and when suits you; we confirm by e-mail a week before.',
      form: formId,
      background: 'beige',
    },
  ]
}
