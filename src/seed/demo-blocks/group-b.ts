/**
 * Demo content for the list-section, benefits, credibility, team and pre-footer blocks.
 * Every image is drawn here as SVG and rendered by sharp (see `createDemoImage`): deterministic,
 * no downloads, no randomness.
 */
import type { Payload } from 'payload'

import { createDemoImage } from '../demo-image'

type Refs = { pages: Record<string, number> }
type DemoBlock = Record<string, unknown>

const C = {
  ink: '#282828',
  grey: '#575349',
  orange: '#FB7339',
  orangeDark: '#E85F24',
  beige: '#D7D1C6',
  paper: '#F2EFE9',
} as const

const SANS = `'Inter Tight', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif`
const SERIF = `'Liberation Serif', 'DejaVu Serif', Georgia, serif`

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

// ---------------------------------------------------------------------------------------------
// Team portraits: abstract head-and-shoulders in palette colours, initials as a monogram.

type PortraitPalette = { top: string; bottom: string; sun: string; figure: string; mono: string; hill: string }
const PORTRAIT_PALETTES: PortraitPalette[] = [
  { top: C.paper, bottom: C.beige, sun: C.orange, figure: C.ink, mono: C.paper, hill: C.beige },
  { top: C.orange, bottom: C.orangeDark, sun: C.paper, figure: C.ink, mono: C.orange, hill: '#F08A5D' },
  { top: C.ink, bottom: '#3A3732', sun: C.orange, figure: C.beige, mono: C.ink, hill: '#45423A' },
  { top: C.beige, bottom: '#C4BCAE', sun: C.paper, figure: C.grey, mono: C.paper, hill: '#BDB4A5' },
  { top: C.grey, bottom: '#45423A', sun: C.orange, figure: C.paper, mono: C.grey, hill: '#4E4B42' },
  { top: C.paper, bottom: '#E6E0D5', sun: C.grey, figure: C.orange, mono: C.ink, hill: C.beige },
]

function portraitSvg(initials: string, index: number): string {
  const p = PORTRAIT_PALETTES[index % PORTRAIT_PALETTES.length]
  const sunX = [590, 210, 620, 180, 600, 240][index % 6]
  const sunY = [210, 190, 250, 230, 170, 200][index % 6]
  const headTilt = [-4, 3, -2, 5, -5, 2][index % 6]
  return svg(
    800,
    800,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <circle cx="${sunX}" cy="${sunY}" r="150" fill="${p.sun}" opacity="0.92"/>
    <path d="M0 610 C160 560 280 590 400 575 C540 558 660 520 800 560 V800 H0 Z" fill="${p.hill}" opacity="0.55"/>
    <g transform="rotate(${headTilt} 400 360)">
      <rect x="352" y="420" width="96" height="120" rx="40" fill="${p.figure}"/>
      <ellipse cx="400" cy="330" rx="118" ry="138" fill="${p.figure}"/>
    </g>
    <path d="M150 800 C150 620 250 530 400 530 C550 530 650 620 650 800 Z" fill="${p.figure}"/>
    <text x="400" y="720" text-anchor="middle" font-family="${SANS}" font-size="112" font-weight="700" letter-spacing="-4" fill="${p.mono}">${initials}</text>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Press wordmarks of invented publications: ink on transparent, about 4:1.

const LOGO_W = 480
const LOGO_H = 120
const ink = C.ink

const LOGOS: { name: string; body: string }[] = [
  {
    name: 'The Overland Review',
    body: `<line x1="40" y1="30" x2="440" y2="30" stroke="${ink}" stroke-width="2"/>
      <text x="240" y="78" text-anchor="middle" font-family="${SERIF}" font-size="40" letter-spacing="1" fill="${ink}">The Overland Review</text>
      <line x1="40" y1="96" x2="440" y2="96" stroke="${ink}" stroke-width="2"/>`,
  },
  {
    name: 'Voltage',
    body: `<path d="M70 22 L40 66 H62 L48 100 L94 50 H70 L86 22 Z" fill="${ink}"/>
      <text x="112" y="84" font-family="${SANS}" font-size="62" font-weight="900" letter-spacing="8" fill="${ink}">VOLTAGE</text>`,
  },
  {
    name: 'Roam Quarterly',
    body: `<text x="60" y="82" font-family="${SERIF}" font-size="72" font-style="italic" font-weight="700" fill="${ink}">Roam</text>
      <line x1="254" y1="40" x2="254" y2="86" stroke="${ink}" stroke-width="2"/>
      <text x="272" y="72" font-family="${SANS}" font-size="19" font-weight="600" letter-spacing="4" fill="${ink}">QUARTERLY</text>`,
  },
  {
    name: 'Field & Grid',
    body: `<rect x="30" y="28" width="64" height="64" rx="6" fill="none" stroke="${ink}" stroke-width="5"/>
      <path d="M30 60 H94 M62 28 V92" stroke="${ink}" stroke-width="5"/>
      <text x="112" y="80" font-family="${SANS}" font-size="46" font-weight="800" letter-spacing="1" fill="${ink}">FIELD<tspan dx="12" font-weight="300">&amp;</tspan><tspan dx="12">GRID</tspan></text>`,
  },
  {
    name: 'Trailhead Daily',
    body: `<g transform="translate(60 0)"><circle cx="66" cy="60" r="40" fill="${ink}"/>
      <path d="M40 80 L60 46 L70 62 L78 52 L94 80 Z" fill="#FFFFFF"/>
      <text x="124" y="70" font-family="${SANS}" font-size="46" font-weight="800" letter-spacing="-1" fill="${ink}">Trailhead</text>
      <text x="126" y="98" font-family="${SANS}" font-size="17" font-weight="600" letter-spacing="9" fill="${ink}">DAILY</text></g>`,
  },
  {
    name: 'kilowatt',
    body: `<g transform="translate(46 0)"><circle cx="70" cy="60" r="36" fill="none" stroke="${ink}" stroke-width="6"/>
      <text x="70" y="71" text-anchor="middle" font-family="${SANS}" font-size="30" font-weight="800" letter-spacing="-1" fill="${ink}">kW</text>
      <text x="124" y="80" font-family="${SANS}" font-size="58" font-weight="800" letter-spacing="-2" fill="${ink}">kilowatt</text></g>`,
  },
  {
    name: 'Northbound',
    body: `<path d="M54 96 L54 30 M34 50 L54 26 L74 50" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
      <text x="98" y="78" font-family="${SERIF}" font-size="44" letter-spacing="6" fill="${ink}">NORTHBOUND</text>`,
  },
]

// ---------------------------------------------------------------------------------------------
// Benefit icons: simple line icons, ink with one orange accent, transparent PNG.

const ICON = 160
const stroke = `fill="none" stroke="${C.ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`
const accent = `fill="none" stroke="${C.orange}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`

const ICONS = {
  assist: `<circle cx="80" cy="80" r="58" ${stroke}/><circle cx="80" cy="80" r="40" fill="none" stroke="${C.ink}" stroke-width="3" stroke-dasharray="6 8"/>
    <path d="M88 46 L66 84 H94 L72 116" ${accent}/>`,
  battery: `<rect x="22" y="52" width="106" height="60" rx="12" ${stroke}/><path d="M140 72 V92" ${stroke}/>
    <path d="M44 70 V94 M66 70 V94 M88 70 V94" ${accent}/>`,
  solar: `<circle cx="80" cy="80" r="24" ${accent}/>
    <path d="M80 18 V34 M80 126 V142 M18 80 H34 M126 80 H142 M36 36 L47 47 M113 113 L124 124 M36 124 L47 113 M113 47 L124 36" ${stroke}/>`,
  quiet: `<path d="M110 34 A52 52 0 1 0 126 104 A42 42 0 0 1 110 34 Z" ${stroke}/>
    <path d="M138 20 V40 M128 30 H148 M140 62 V76 M133 69 H147" ${accent}/>`,
  sleep: `<path d="M18 116 V50 M18 96 H142 V116 M18 84 H142 V74 C142 62 134 56 122 56 H70 V84" ${stroke}/>
    <circle cx="44" cy="70" r="11" ${accent}/>`,
  app: `<rect x="48" y="18" width="64" height="124" rx="14" ${stroke}/><path d="M72 124 H88" ${stroke}/>
    <path d="M62 64 A26 26 0 0 1 98 64 M70 76 A14 14 0 0 1 90 76" ${accent}/><circle cx="80" cy="90" r="3" fill="${C.orange}"/>`,
} as const

// ---------------------------------------------------------------------------------------------
// Content.

const TEAM = [
  {
    name: 'Maya Lindqvist',
    initials: 'ML',
    role: 'Co-founder & CEO',
    bio: 'Spent eight years building battery packs for electric buses, then decided the family camping trip deserved the same engineering.',
  },
  {
    name: 'Tomás Herrera',
    initials: 'TH',
    role: 'Co-founder & CTO',
    bio: 'Led powertrain integration at an EV start-up. Makes sure Pebble’s motorised axle pushes your car along instead of holding it back.',
  },
  {
    name: 'Priya Raman',
    initials: 'PR',
    role: 'Head of Industrial Design',
    bio: 'Designed cabins for regional aircraft before trailers. Obsessed with storage you find by accident and light that follows the sun.',
  },
  {
    name: 'Jonah Whitfield',
    initials: 'JW',
    role: 'Head of Manufacturing',
    bio: 'Brought three consumer-hardware products from prototype to volume. Runs the line in Fremont where every Pebble is built.',
  },
  {
    name: 'Aiko Tanaka',
    initials: 'AT',
    role: 'Lead Software Engineer',
    bio: 'Writes the battery management and the app that parks, levels and pre-cools your trailer before you arrive at camp.',
  },
  {
    name: 'Sam Okonkwo',
    initials: 'SO',
    role: 'Owner Experience',
    bio: 'Twelve summers as a national-park ranger. Now the first call for every reservation holder, from deposit to delivery day.',
  },
] as const

const SPECS: { label: string; value: string; note?: string }[] = [
  { label: 'Length', value: '18 ft 2 in', note: 'Hitch to rear bumper' },
  { label: 'Width', value: '7 ft 11 in' },
  { label: 'Exterior height', value: '7 ft 9 in', note: 'Roof panels stowed' },
  { label: 'Interior height', value: '6 ft 6 in' },
  { label: 'Dry weight', value: '3,100 lb' },
  { label: 'Gross vehicle weight', value: '4,500 lb' },
  { label: 'Battery', value: '45 kWh', note: 'LFP chemistry, up to a week off-grid' },
  { label: 'Solar', value: '1.5 kW', note: 'Roof-integrated, 4–6 kWh a day in summer sun' },
  { label: 'Sleeps', value: '4', note: 'Queen bed plus convertible dinette' },
  { label: 'Charging', value: 'Level 2, 11 kW', note: 'J1772 and NACS adapters included' },
  { label: 'Fresh / grey water', value: '40 / 35 gal' },
  { label: 'Climate', value: 'Heat pump, 12,000 BTU', note: 'No propane on board' },
]

const BENEFITS: { icon: keyof typeof ICONS; alt: string; title: string; text: string }[] = [
  {
    icon: 'assist',
    alt: 'Line icon of a wheel with a lightning bolt',
    title: 'Tow it, barely notice it',
    text: 'A motorised axle matches your car’s speed, so the trailer weighs almost nothing on the hitch — and your EV keeps most of its range.',
  },
  {
    icon: 'battery',
    alt: 'Line icon of a charged battery',
    title: 'A week off the grid',
    text: 'The 45 kWh pack runs lights, fridge, induction hob and heat pump for up to seven days without a hook-up or a generator.',
  },
  {
    icon: 'solar',
    alt: 'Line icon of the sun',
    title: 'Sun on the roof',
    text: 'Up to 1.5 kW of roof-integrated solar tops the battery up while you hike, moulded flush into the roof so it costs nothing in drag.',
  },
  {
    icon: 'quiet',
    alt: 'Line icon of a crescent moon',
    title: 'Silent nights',
    text: 'All-electric means no propane, no fumes and no generator hum — just the campsite and whatever is singing outside.',
  },
  {
    icon: 'sleep',
    alt: 'Line icon of a bed',
    title: 'Sleeps four, stows in minutes',
    text: 'A queen bed at the front and a dinette that turns into a double. Everything folds away in under two minutes.',
  },
  {
    icon: 'app',
    alt: 'Line icon of a phone with a signal',
    title: 'Arrive to a warm trailer',
    text: 'The Pebble app levels, pre-heats or pre-cools the cabin and shows the battery from anywhere with signal.',
  },
]

// ---------------------------------------------------------------------------------------------

/** The team block on its own, for the /team page. */
export async function teamDemoBlock(payload: Payload, _refs: Refs): Promise<DemoBlock> {
  const members = []
  for (const [index, person] of TEAM.entries()) {
    const photo = await createDemoImage(payload, {
      svg: portraitSvg(person.initials, index),
      alt: `Illustrated portrait of ${person.name}`,
      filename: `team-${person.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')}`,
      format: 'jpeg',
    })
    members.push({ photo, name: person.name, role: person.role, bio: person.bio })
  }
  return {
    blockType: 'team',
    eyebrow: 'The team',
    title: 'The people building Pebble',
    intro:
      'Engineers from electric buses, aircraft cabins and consumer hardware — and a few lifelong campers who got tired of generators.',
    members,
    background: 'beige',
  }
}

/** One demo block of each type this group owns, in an order that reads well on one page. */
export async function groupBDemoBlocks(payload: Payload, refs: Refs): Promise<DemoBlock[]> {
  const icons: Record<string, number> = {}
  for (const benefit of BENEFITS) {
    icons[benefit.icon] = await createDemoImage(payload, {
      svg: svg(ICON, ICON, ICONS[benefit.icon]),
      alt: benefit.alt,
      filename: `icon-${benefit.icon}`,
      format: 'png',
    })
  }

  const logos: { logo: number }[] = []
  for (const logo of LOGOS) {
    const id = await createDemoImage(payload, {
      svg: svg(LOGO_W, LOGO_H, logo.body),
      alt: logo.name,
      filename: `press-${logo.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      format: 'png',
    })
    logos.push({ logo: id })
  }

  const specSheet = refs.pages['spec-sheet']
  const team = await teamDemoBlock(payload, refs)

  return [
    {
      blockType: 'benefits',
      eyebrow: 'Why Pebble',
      title: 'Built for the way you actually travel',
      intro: 'Everything a weekend away needs, powered by the sun and a battery — and nothing you have to babysit.',
      mediaStyle: 'icon',
      background: 'paper',
      items: BENEFITS.map((b) => ({ media: icons[b.icon], title: b.title, text: b.text })),
    },
    {
      blockType: 'list-section',
      eyebrow: 'Specifications',
      title: 'Pebble at a glance',
      intro:
        'Preliminary figures for first-edition trailers. Final numbers follow certification, and every reservation holder hears first.',
      items: SPECS,
      link: specSheet
        ? { title: 'See the full spec sheet', page: specSheet }
        : { title: 'See the full spec sheet', url: '/spec-sheet' },
      background: 'dark',
    },
    {
      blockType: 'credibility',
      eyebrow: 'Press & recognition',
      title: 'Road-tested. Press-approved.',
      logosLabel: 'As featured in',
      logos,
      figures: [
        { value: '2,400+', label: 'reservations in 31 states' },
        { value: '$38M', label: 'raised from climate investors' },
        { value: '120k mi', label: 'of validation towing' },
        { value: '14', label: 'patents filed' },
      ],
      awards: [
        { name: 'Outdoor Innovation Awards — Gold', year: 2025, detail: 'Camping & RV' },
        { name: 'Green Mobility Prize', year: 2026, detail: 'Best New Product' },
      ],
    },
    team,
    {
      blockType: 'pre-footer',
      eyebrow: 'Newsletter',
      title: 'Be first on the road.',
      text: 'Build updates, delivery windows and the occasional long-weekend route from the team. A few e-mails a year.',
      form: {
        label: 'E-mail address',
        buttonLabel: 'Keep me posted',
        note: 'No spam. Unsubscribe with one click, any time.',
      },
      tone: 'orange',
    },
  ]
}
