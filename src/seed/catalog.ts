/**
 * Demo catalog: three trims, four colours, twelve options in four categories, and the build &
 * payments settings. Uses the names every engineer's demo data shares (see the common brief).
 */
import type { Payload } from 'payload'

import { colourStudio, optionArt, pickupMap, trimScene } from './catalog-art'
import { createDemoImage } from './demo-image'

const context = { disableRevalidate: true }
const dollars = (n: number) => n * 100

const COLOURS = [
  {
    uid: 'glacier-white',
    name: 'Glacier White',
    swatch: '#EEF0EE',
    description: 'A bright, cool white that keeps the cabin cooler in the sun.',
  },
  { uid: 'basalt', name: 'Basalt', swatch: '#3C3D3F', description: 'A deep volcanic grey with a satin finish.' },
  { uid: 'sage', name: 'Sage', swatch: '#8A9A84', description: 'A soft green-grey that disappears into the forest.' },
  { uid: 'dune', name: 'Dune', swatch: '#C9A77C', description: 'Warm desert sand, our limited first-edition colour.' },
] as const
const COLOUR_PRICES: Record<string, number> = {
  'glacier-white': 0,
  basalt: dollars(1900),
  sage: dollars(1900),
  dune: dollars(2400),
}

const CATEGORIES = [
  { label: 'Power', intro: 'Energy for longer stays off-grid.' },
  { label: 'Exterior', intro: 'For the way you travel.' },
  { label: 'Interior', intro: 'Comfort inside, in every season.' },
  { label: 'Connectivity', intro: 'Stay reachable, wherever you park.' },
]

type OptionSeed = {
  uid: string
  name: string
  price: number
  category: string
  description: string
  art: string
  details?: string
}
const OPTIONS: OptionSeed[] = [
  {
    uid: 'solar-roof',
    name: 'Solar roof 1.2 kW',
    price: dollars(4500),
    category: 'Power',
    art: 'sun',
    description: 'Curved panels moulded into the roof add 4–6 kWh on a sunny day.',
    details:
      'Six monocrystalline panels are bonded into the roof shell, so they add no drag and no height. On a clear summer day they refill about a third of the battery; the app shows solar input live.',
  },
  {
    uid: 'battery-extension',
    name: 'Extended battery +15 kWh',
    price: dollars(6900),
    category: 'Power',
    art: 'battery',
    description: 'A second LFP module under the floor: about three more days off-grid.',
  },
  {
    uid: 'bidirectional',
    name: 'Vehicle-to-load outlets',
    price: dollars(1100),
    category: 'Power',
    art: 'plug',
    description: 'Two 240 V outlets to run tools, a cooker or your house in an outage.',
  },
  {
    uid: 'bike-rack',
    name: 'Rear bike rack',
    price: dollars(650),
    category: 'Exterior',
    art: 'bike',
    description: 'Carries two bikes or e-bikes up to 70 lb each, folds flat when empty.',
  },
  {
    uid: 'awning',
    name: 'Power awning',
    price: dollars(1200),
    category: 'Exterior',
    art: 'awning',
    description: 'A 14 ft awning that opens from the app in 20 seconds.',
  },
  {
    uid: 'all-terrain',
    name: 'All-terrain package',
    price: dollars(3200),
    category: 'Exterior',
    art: 'tyre',
    description: 'Raised suspension, all-terrain tyres and underbody protection.',
    details:
      'Adds 2 in of ground clearance with a reinforced independent suspension, 16 in all-terrain tyres and an aluminium skid plate under the battery.',
  },
  {
    uid: 'roof-rails',
    name: 'Roof rails',
    price: dollars(450),
    category: 'Exterior',
    art: 'rails',
    description: 'Aluminium rails for boxes, boards and a roof tent.',
  },
  {
    uid: 'induction-galley',
    name: 'Chef’s galley',
    price: dollars(1400),
    category: 'Interior',
    art: 'hob',
    description: 'A third induction zone, a pull-out pantry and a stone worktop.',
  },
  {
    uid: 'heated-floor',
    name: 'Heated floor',
    price: dollars(1800),
    category: 'Interior',
    art: 'floor',
    description: 'Radiant heating under the whole floor, efficient down to −20 °C.',
  },
  {
    uid: 'blackout-shades',
    name: 'Blackout shades',
    price: dollars(550),
    category: 'Interior',
    art: 'shade',
    description: 'Insulated shades on every window for sleeping in late.',
  },
  {
    uid: 'heat-pump',
    name: 'Heat pump climate control',
    price: dollars(2900),
    category: 'Interior',
    art: 'climate',
    description: 'Heating and cooling from one quiet 12,000 BTU heat pump.',
  },
  {
    uid: 'satellite-mount',
    name: 'Satellite internet mount',
    price: dollars(900),
    category: 'Connectivity',
    art: 'dish',
    description: 'A roof mount and cabling for a flat satellite dish.',
  },
]

type TrimOption = { uid: string; isDefault?: boolean; selectable?: boolean }
const TRIMS: {
  uid: string
  label: string
  price: number
  description: string
  sky: [string, string]
  land: string
  art: { solar?: boolean; awning?: boolean; rack?: boolean }
  colours: string[]
  options: TrimOption[]
  slides?: { title: string; text: string }[]
}[] = [
  {
    uid: 'essential',
    label: 'Essential',
    price: dollars(84900),
    description: 'Everything you need for a long weekend off-grid: the 45 kWh battery, drive assist and a full galley.',
    sky: ['#CFE0E8', '#F2EFE9'],
    land: '#9DAE8C',
    art: {},
    colours: ['glacier-white', 'basalt', 'sage', 'dune'],
    options: [
      { uid: 'solar-roof' },
      { uid: 'battery-extension', selectable: false },
      { uid: 'bidirectional' },
      { uid: 'bike-rack' },
      { uid: 'awning' },
      { uid: 'all-terrain', selectable: false },
      { uid: 'roof-rails' },
      { uid: 'induction-galley' },
      { uid: 'heated-floor' },
      { uid: 'blackout-shades' },
      { uid: 'heat-pump', selectable: false },
      { uid: 'satellite-mount' },
    ],
  },
  {
    uid: 'adventure',
    label: 'Adventure',
    price: dollars(99900),
    description: 'Built for gravel and four seasons: the power awning and the all-terrain package are included.',
    sky: ['#E9C9A6', '#F2EFE9'],
    land: '#B39A76',
    art: { awning: true, rack: true },
    colours: ['glacier-white', 'basalt', 'sage', 'dune'],
    options: [
      { uid: 'solar-roof' },
      { uid: 'battery-extension' },
      { uid: 'bidirectional' },
      { uid: 'bike-rack' },
      { uid: 'awning', isDefault: true },
      { uid: 'all-terrain', isDefault: true },
      { uid: 'roof-rails' },
      { uid: 'induction-galley' },
      { uid: 'heated-floor' },
      { uid: 'blackout-shades' },
      { uid: 'heat-pump' },
      { uid: 'satellite-mount' },
    ],
    slides: [
      {
        title: 'All-terrain, included',
        text: 'Raised suspension and all-terrain tyres take Pebble down forest roads.',
      },
      { title: 'Shade in 20 seconds', text: 'The power awning opens from the app as you step out.' },
    ],
  },
  {
    uid: 'summit',
    label: 'Summit',
    price: dollars(119900),
    description: 'The longest range and every comfort: solar roof, extended battery and heat pump as standard.',
    sky: ['#B9C4D6', '#EDE7DF'],
    land: '#7E8C79',
    art: { solar: true, awning: true },
    colours: ['glacier-white', 'basalt', 'sage', 'dune'],
    options: [
      { uid: 'solar-roof', isDefault: true },
      { uid: 'battery-extension', isDefault: true },
      { uid: 'bidirectional', isDefault: true },
      { uid: 'bike-rack' },
      { uid: 'awning', isDefault: true },
      { uid: 'all-terrain' },
      { uid: 'roof-rails' },
      { uid: 'induction-galley', isDefault: true },
      { uid: 'heated-floor' },
      { uid: 'blackout-shades' },
      { uid: 'heat-pump', isDefault: true, selectable: false },
      { uid: 'satellite-mount' },
    ],
    slides: [
      { title: 'Ten days off-grid', text: '60 kWh of storage and a 1.2 kW solar roof: the longest-range Pebble.' },
      { title: 'Every season', text: 'The heat pump and chef’s galley are standard on Summit.' },
      { title: 'Power for everything', text: 'Vehicle-to-load outlets run your tools — or your house in an outage.' },
    ],
  },
]

const TINTS = ['#F5E3D6', '#E4E9E1', '#E6E1D7', '#E1E6EC']

export async function seedCatalog(payload: Payload): Promise<void> {
  const categories: Record<string, number> = {}
  for (const [i, c] of CATEGORIES.entries()) {
    categories[c.label] = (
      await payload.create({ collection: 'option-categories', data: { ...c, sortOrder: i }, context })
    ).id as number
  }

  const colours: Record<string, number> = {}
  for (const [i, c] of COLOURS.entries()) {
    const image = await createDemoImage(payload, {
      svg: colourStudio(c.swatch),
      alt: `Pebble One in ${c.name}, side view.`,
      filename: `pebble-colour-${c.uid}`,
    })
    colours[c.uid] = (
      await payload.create({ collection: 'colors', data: { ...c, images: [image], sortOrder: i }, context })
    ).id as number
  }

  const options: Record<string, number> = {}
  for (const [i, o] of OPTIONS.entries()) {
    const image = await createDemoImage(payload, {
      svg: optionArt(o.art, TINTS[i % TINTS.length]),
      alt: o.name,
      filename: `pebble-option-${o.uid}`,
    })
    options[o.uid] = (
      await payload.create({
        collection: 'options',
        data: {
          uid: o.uid,
          name: o.name,
          price: o.price,
          category: categories[o.category],
          description: o.description,
          image,
          sortOrder: i,
          ...(o.details ? { details: { title: o.name, text: o.details, image } } : {}),
        },
        context,
      })
    ).id as number
  }

  for (const [i, t] of TRIMS.entries()) {
    const image = await createDemoImage(payload, {
      svg: trimScene(t.sky, t.land, '#EEF0EE', t.art),
      alt: `Pebble One ${t.label} parked outdoors.`,
      filename: `pebble-trim-${t.uid}`,
    })
    await payload.create({
      collection: 'trim-levels',
      data: {
        uid: t.uid,
        label: t.label,
        price: t.price,
        description: t.description,
        images: [image],
        featureSlides: (t.slides ?? []).map((s) => ({ ...s, image })),
        colors: t.colours.map((uid) => ({
          color: colours[uid],
          price: COLOUR_PRICES[uid],
          isDefault: uid === 'glacier-white',
        })),
        options: t.options.map((o) => ({
          option: options[o.uid],
          isDefault: !!o.isDefault,
          selectable: o.selectable !== false,
        })),
        sortOrder: i,
      },
      context,
    })
  }

  const map = await createDemoImage(payload, {
    svg: pickupMap(),
    alt: 'Map of the Pebble delivery center in Fremont.',
    filename: 'pebble-pickup-map',
  })
  const photo = await createDemoImage(payload, {
    svg: trimScene(['#DDE4E8', '#F2EFE9'], '#A9A393', '#EEF0EE', {}),
    alt: 'The Pebble delivery center.',
    filename: 'pebble-pickup-photo',
  })
  const band = (creditBand: string, rates: number[]) =>
    [60, 120, 180, 240].map((months, i) => ({ creditBand, months, aprPercent: rates[i] }))
  await payload.updateGlobal({
    slug: 'commerce',
    data: {
      firstDeposit: dollars(250),
      secondDeposit: dollars(2500),
      destinationFee: dollars(1895),
      financing: [
        ...band('Excellent (740+)', [6.49, 6.99, 7.49, 7.99]),
        ...band('Good (680–739)', [7.49, 7.99, 8.49, 8.99]),
        ...band('Fair (620–679)', [8.99, 9.49, 9.99, 10.49]),
      ],
      downPayment: { minPercent: 10, maxPercent: 50, defaultPercent: 20 },
      prequalificationUrl: 'https://pebble.example/financing/pre-qualify',
      disclaimer:
        'Estimates are for illustration only and are not an offer of credit. Rates depend on your credit history and the lender’s approval; taxes, registration and insurance are not included.',
      refundRules: {
        firstDeposit: { refundable: false, until: 'in-production' },
        secondDeposit: { refundable: true, until: 'in-production' },
      },
      refundPolicy: 'The first deposit holds your place in line.',
      delivery: {
        forecast: 'Q2 2027',
        note: 'Deliveries start in spring 2027 in the order reservations were made. We confirm your quarter when your build slot is scheduled.',
      },
      pickupPoint: {
        name: 'Pebble Delivery Center',
        address: '45500 Fremont Blvd\nFremont, CA 94538',
        phone: '(510) 555-0199',
        mapsUrl: 'https://www.google.com/maps/search/?api=1&query=45500+Fremont+Blvd+Fremont+CA',
        map,
        photo,
      },
      terms:
        'By placing this order you reserve a Pebble One with the configuration shown. The first deposit of $250 is credited toward the purchase price. The second deposit of $2,500 is due when your build slot is confirmed. Prices, specifications and delivery timing are estimates until the final purchase agreement is signed. Taxes, registration, and the destination and documentation fee are due at delivery.',
      nextSteps:
        'We e-mail you when your build slot is confirmed, about three months before delivery.\nPay the $2,500 second deposit from your customer portal to lock your build slot.\nChoose financing or pay in full, then pick up your Pebble at our Fremont delivery center.',
    },
    context,
  })
}
