/**
 * Demo customers and everything the portal shows them: orders (priced from the seeded catalog by
 * the same price function and snapshot as real orders), owner pages, FAQs, support requests and the contact form's settings. Demo-only, like
 * the demo staff: seeded with the demo content into an empty database, never into production.
 */
import type { Payload } from 'payload'

import { readCatalog, readCommerceTerms } from '../commerce/catalog/data'
import { orderSnapshot } from '../commerce/orders/snapshot'
import { policySnapshot } from '../commerce/refunds/policy'
import { defaultSelection, priceConfiguration } from '../commerce/pricing/price'
import { doc, h, p, ul } from './lexical'
import { DEMO_PASSWORD } from './staff'

const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const daysAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export const DEMO_CUSTOMERS = [
  {
    email: 'customer@example.com',
    name: 'Jordan Avery',
    phone: '(415) 555-0134',
    address: { line1: '1450 Mission Street', line2: 'Apt 5B', city: 'San Francisco', state: 'CA', zip: '94103' },
    preferences: { productNews: true, ownerUpdates: true, events: false, sms: true },
  },
  {
    email: 'other@example.com',
    name: 'Riley Chen',
    phone: null,
    address: { line1: '2210 SE Hawthorne Blvd', line2: '', city: 'Portland', state: 'OR', zip: '97214' },
    preferences: { productNews: true, ownerUpdates: true, events: true, sms: false },
  },
] as const

export async function seedDemoCustomers(payload: Payload): Promise<void> {
  const [catalog, terms] = await Promise.all([readCatalog(payload), readCommerceTerms(payload)])
  /** A configuration as the build flow would have priced it: the trim's default options, plus and minus some. */
  const configured = (trim: string, color: string, change: { add?: string[]; remove?: string[] } = {}) => {
    const defaults = defaultSelection(catalog, trim).options
    const options = [...defaults.filter((uid) => !change.remove?.includes(uid)), ...(change.add ?? [])]
    const priced = priceConfiguration(catalog, { trim, color, options })
    if (priced.issues.length) throw new Error(`demo order: ${priced.issues.map((i) => i.message).join(' ')}`)
    return { ...orderSnapshot(priced, terms), refundPolicy: policySnapshot(terms.refundRules) }
  }
  const deposit = { first: terms.firstDeposit, second: terms.secondDeposit }
  const ids: Record<string, number> = {}
  for (const customer of DEMO_CUSTOMERS) {
    const created = await payload.create({
      collection: 'customers',
      data: { ...customer, password: DEMO_PASSWORD, demo: true } as never,
      overrideAccess: true,
      context,
    })
    ids[customer.email] = created.id as number
  }

  const order = (data: Record<string, unknown>) =>
    payload.create({ collection: 'orders', data: data as never, overrideAccess: true, context })
  const orders: Record<string, number> = {}

  // Jordan: a current order with the second deposit due, and an older one fully paid, in production.
  orders['PBL-4KQ8RZ'] = (
    await order({
      number: 'PBL-4KQ8RZ',
      customer: ids['customer@example.com'],
      status: 'second-deposit-due',
      ...configured('adventure', 'sage', { add: ['solar-roof', 'bike-rack'] }),
      financing: { mode: 'full' },
      firstDeposit: { amount: deposit.first, status: 'paid', paidAt: daysAgo(118) },
      secondDeposit: { amount: deposit.second, status: 'due', dueDate: daysAhead(18) },
      history: [
        { status: 'reserved', at: daysAgo(118) },
        { status: 'first-deposit-paid', at: daysAgo(118) },
        { status: 'second-deposit-due', at: daysAgo(5) },
      ],
      createdAt: daysAgo(118),
    })
  ).id as number
  orders['PBL-2HT7VW'] = (
    await order({
      number: 'PBL-2HT7VW',
      customer: ids['customer@example.com'],
      status: 'in-production',
      ...configured('essential', 'glacier-white', { add: ['bike-rack'] }),
      financing: {
        mode: 'finance',
        termMonths: 120,
        creditBand: 'excellent',
        downPaymentPercent: 20,
        aprPercent: 6.99,
      },
      firstDeposit: { amount: deposit.first, status: 'paid', paidAt: daysAgo(410) },
      secondDeposit: { amount: deposit.second, status: 'paid', dueDate: daysAgo(75), paidAt: daysAgo(80) },
      history: [
        { status: 'reserved', at: daysAgo(410) },
        { status: 'first-deposit-paid', at: daysAgo(410) },
        { status: 'second-deposit-due', at: daysAgo(95) },
        { status: 'second-deposit-paid', at: daysAgo(80) },
        { status: 'in-production', at: daysAgo(21) },
      ],
      createdAt: daysAgo(410),
    })
  ).id as number
  // Riley: one order, first deposit paid, second not due yet.
  orders['PBL-9MX5CN'] = (
    await order({
      number: 'PBL-9MX5CN',
      customer: ids['other@example.com'],
      status: 'first-deposit-paid',
      ...configured('summit', 'dune', { remove: ['induction-galley'] }),
      financing: { mode: 'full' },
      firstDeposit: { amount: deposit.first, status: 'paid', paidAt: daysAgo(34) },
      secondDeposit: { amount: deposit.second, status: 'not-due' },
      history: [
        { status: 'reserved', at: daysAgo(34) },
        { status: 'first-deposit-paid', at: daysAgo(34) },
      ],
      createdAt: daysAgo(34),
    })
  ).id as number

  // The paid deposits' payments (test provider, card 4242), so a demo cancellation or refund has
  // something to refund: the same records a real payment leaves.
  const paidDeposits: [string, 'first' | 'second', number, string][] = [
    ['PBL-4KQ8RZ', 'first', deposit.first, daysAgo(118)],
    ['PBL-2HT7VW', 'first', deposit.first, daysAgo(410)],
    ['PBL-2HT7VW', 'second', deposit.second, daysAgo(80)],
    ['PBL-9MX5CN', 'first', deposit.first, daysAgo(34)],
  ]
  for (const [number, kind, amount, paidAt] of paidDeposits) {
    const customer = number === 'PBL-9MX5CN' ? ids['other@example.com'] : ids['customer@example.com']
    await payload.create({
      collection: 'payments',
      data: {
        order: orders[number],
        customer,
        kind,
        amount,
        status: 'succeeded',
        provider: 'test',
        providerReference: `test_cs_demo_${number}_${kind}`,
        chargeReference: `test_ch_demo_${number}_${kind}`,
        cardLast4: '4242',
        idempotencyKey: `deposit:${orders[number]}:${kind}`,
        paidAt,
      },
      overrideAccess: true,
      context,
    })
  }

  for (const [i, page] of OWNER_PAGES.entries()) {
    await payload.create({
      collection: 'owner-pages',
      data: { ...page, order: i + 1, _status: 'published' } as never,
      overrideAccess: true,
      context,
    })
  }
  for (const [i, faq] of FAQS.entries()) {
    await payload.create({
      collection: 'faqs',
      data: { question: faq.q, answer: doc(...faq.a.map(p)), tags: faq.tags, order: i + 1 } as never,
      overrideAccess: true,
      context,
    })
  }

  const request = (data: Record<string, unknown>) =>
    payload.create({ collection: 'support-requests', data: data as never, overrideAccess: true, context })
  await request({
    status: 'resolved',
    customer: ids['customer@example.com'],
    relatedOrder: orders['PBL-2HT7VW'],
    source: 'portal',
    subject: 'Delivery',
    name: 'Jordan Avery',
    email: 'customer@example.com',
    phone: '(415) 555-0134',
    zip: '94103',
    message: 'Can my brother pick up the Essential at Fremont on my behalf? I will be travelling that week.',
    privacyAccepted: true,
    createdAt: daysAgo(40),
  })
  await request({
    status: 'in-progress',
    customer: ids['customer@example.com'],
    relatedOrder: orders['PBL-4KQ8RZ'],
    source: 'portal',
    subject: 'Charging and towing',
    name: 'Jordan Avery',
    email: 'customer@example.com',
    zip: '94103',
    message:
      'Will the Adventure’s drive assist work with a 2024 Rivian R1S as the tow vehicle? Anything I should set up before delivery?',
    privacyAccepted: true,
    createdAt: daysAgo(3),
  })
  await request({
    status: 'open',
    customer: ids['other@example.com'],
    relatedOrder: orders['PBL-9MX5CN'],
    source: 'portal',
    subject: 'My reservation',
    name: 'Riley Chen',
    email: 'other@example.com',
    zip: '97214',
    message: 'Is it still possible to switch from Dune to Basalt before the second deposit is due?',
    privacyAccepted: true,
    mailingList: true,
    createdAt: daysAgo(2),
  })

  await payload.updateGlobal({
    slug: 'settings',
    data: {
      support: {
        email: 'owners@pebble.example',
        subjects: [
          'My reservation',
          'Deposits and payments',
          'Delivery',
          'Charging and towing',
          'Test tow or showroom visit',
          'Something else',
        ].map((label) => ({ label })),
      },
    } as never,
    overrideAccess: true,
    context,
  })
}

const OWNER_PAGES = [
  {
    title: 'Getting to know your Pebble',
    slug: 'getting-to-know-your-pebble',
    summary: 'A walk around Pebble One: the battery, the drive assist, the living space and the app.',
    content: doc(
      p(
        'Pebble One is built around a 45 kWh battery under the floor. It powers everything inside — fridge, induction hob, heat pump, lights, water heater — and the dual-motor drive assist that pushes the trailer along so your tow vehicle barely notices it.',
      ),
      h('h2', 'The three things to learn first'),
      ul([
        'Hitching: the app walks you through it and confirms the coupler, chains and breakaway cable are connected.',
        'Drive assist: on by default. It matches your speed and backs off when you brake; you can see its power on the app’s drive screen.',
        'Camp mode: one button levels the trailer, turns on the fridge and heat pump, and opens the solar roof panels.',
      ]),
      h('h2', 'The Pebble app'),
      p(
        'The app shows battery, water tanks, temperatures and charging, and gets software updates to your trailer over the air. You will receive an invitation when your build slot is confirmed.',
      ),
    ),
  },
  {
    title: 'Charging at home',
    slug: 'charging-at-home',
    summary: 'What you need on your driveway, and how long a full charge takes.',
    content: doc(
      p(
        'Most owners charge at home overnight. A Level 2 charger (240 V, 48 A) fills the pack from 10 % in about 4.5 hours; a standard 120 V outlet keeps it topped up between trips.',
      ),
      h('h2', 'Before delivery'),
      ul([
        'Check your charger has a NACS connector, or order the J1772 adapter with your configuration.',
        'Make sure the trailer can park within 20 ft of the charger: the cable on most wall units is 18–24 ft.',
        'If you need a new circuit, book an electrician early — lead times are often several weeks.',
      ]),
      h('h2', 'Sharing a charger with your car'),
      p(
        'The app can schedule charging, so the car charges first and Pebble after midnight, or the other way round. With time-of-use rates, off-peak charging typically costs $4–$7 for a full pack.',
      ),
    ),
  },
  {
    title: 'Delivery day',
    slug: 'delivery-day',
    summary: 'How the handover at our Fremont delivery centre works, step by step.',
    content: doc(
      p(
        'Delivery takes about two hours. A delivery specialist walks you through the trailer, hitches it to your vehicle with you, and goes for a short test tow on our practice loop.',
      ),
      h('h2', 'What to bring'),
      ul(
        [
          'Your driver’s licence and proof of insurance for the trailer.',
          'Your tow vehicle, with a 2-inch receiver and a 7-pin connector.',
          'The final payment, if you are not financing with us.',
        ],
        'number',
      ),
      h('h2', 'After the handover'),
      p(
        'We charge Pebble to 90 % before you arrive. Plan your first night somewhere close: owners tell us the first trip is the best time to learn the trailer, with help a phone call away.',
      ),
    ),
  },
]

const FAQS: { q: string; a: string[]; tags: string[] }[] = [
  {
    q: 'How long does a full charge take?',
    a: [
      'About 4.5 hours on a Level 2 charger (11 kW) from 10 % to full, and about 35 minutes to 80 % on a DC fast charger.',
    ],
    tags: ['Charging'],
  },
  {
    q: 'Can I charge Pebble while it is hitched?',
    a: [
      'Yes. At DC fast chargers with pull-through stalls you can charge the car and the trailer one after the other without unhitching.',
    ],
    tags: ['Charging', 'Towing'],
  },
  {
    q: 'Does Pebble charge from the car while driving?',
    a: [
      'No — the opposite. Pebble’s drive assist uses its own battery to push the trailer, so your car uses less energy than it would towing a conventional trailer.',
    ],
    tags: ['Charging', 'Towing'],
  },
  {
    q: 'Which vehicles can tow Pebble?',
    a: [
      'Any vehicle rated to tow at least 3,500 lb with a 2-inch receiver and a 7-pin connector. Thanks to the drive assist, most mid-size EVs and SUVs handle it comfortably.',
    ],
    tags: ['Towing'],
  },
  {
    q: 'Do I need a special licence to tow Pebble?',
    a: ['No. In every US state a standard driver’s licence covers a trailer of Pebble’s weight.'],
    tags: ['Towing'],
  },
  {
    q: 'When is the second deposit due?',
    a: [
      'When your build slot is confirmed, about three months before delivery. We e-mail you the day it becomes due, and you have three weeks to pay it from the portal.',
    ],
    tags: ['Deposits'],
  },
  {
    q: 'Can I get my deposits back?',
    a: [
      'The $250 first deposit is non-refundable. The $2,500 second deposit is refundable until production of your trailer begins.',
    ],
    tags: ['Deposits'],
  },
  {
    q: 'Can I change my configuration after reserving?',
    a: [
      'Yes, until you pay the second deposit. Write to the owner team from Contact and pick the order: we will send you an updated price to confirm.',
    ],
    tags: ['Deposits', 'Delivery'],
  },
  {
    q: 'Where do I pick up my Pebble?',
    a: [
      'At our delivery centre in Fremont, California. Home delivery within 250 miles is available for a fee; ask the owner team.',
    ],
    tags: ['Delivery'],
  },
  {
    q: 'How will I know my delivery date?',
    a: [
      'Your order moves to “In production” in the portal the week building starts. About three weeks before it is ready we call you to book a delivery-day appointment.',
    ],
    tags: ['Delivery'],
  },
]
