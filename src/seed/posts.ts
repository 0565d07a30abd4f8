import { doc, h, p, ul } from './lexical'

/** Demo blog posts: the Pebble team's notes from development and the road. */
export type DemoPost = {
  title: string
  slug: string
  date: string
  author: 'maya' | 'tomas' | 'sam'
  tags: string[]
  image: string
  excerpt: string
  content: Record<string, unknown>[]
}

const content = (...children: Record<string, unknown>[]) => ({
  blockType: 'content',
  body: doc(...children),
  width: 'text',
})

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Inside the 45 kWh pack: a week of camping in the floor',
    slug: 'inside-the-45-kwh-pack',
    date: '2026-11-12T12:00:00.000Z',
    author: 'tomas',
    tags: ['engineering', 'charging'],
    image: 'battery',
    excerpt:
      'Why Pebble carries its battery under the floor, how we keep it warm at −20 °C, and what 45 kWh buys you off-grid.',
    content: [
      content(
        p(
          'Every Pebble carries **45 kWh of lithium iron phosphate cells** in a sealed tray between the axle and the floor. That is roughly what a family home uses in a day and a half — and, at camp, enough for a week of lights, fridge, induction cooking and a heat pump on mild nights.',
        ),
        h('h2', 'Why LFP, and why under the floor'),
        p(
          'We chose LFP chemistry for its cycle life (we rate the pack for 4,000 full cycles to 80 %) and because it tolerates abuse far better than nickel-rich cells. Placing the 410 kg tray low and ahead of the axle drops the centre of gravity by 14 cm compared with a roof-and-bench layout, which you feel in crosswinds on the interstate.',
        ),
        h('h2', 'Keeping cells comfortable'),
        p(
          'Cells dislike charging below freezing. The pack has its own 600 W heating loop fed by the same heat pump that warms the cabin, and the battery management system pre-conditions the tray before a DC fast charge, exactly like an electric car.',
        ),
        ul([
          '45 kWh usable, 48 kWh gross',
          '7 days typical off-grid use in spring and autumn',
          'Pre-conditioning from the Pebble app',
          'Eight-year, 100,000-mile warranty',
        ]),
      ),
      {
        blockType: 'quote',
        quote:
          'We spent a winter in Minnesota making sure the pack would take a charge at six in the morning after a night at minus twenty.',
        author: 'Tomás Herrera',
        role: 'Co-founder & CTO',
      },
      content(
        h('h2', 'What a week looks like'),
        p(
          'On our test fleet, a couple travelling in May used an average of 5.8 kWh a day: 1.1 kWh for the fridge, 1.9 kWh for cooking, 1.4 kWh for heating and hot water, and the rest for lights, laptops and the water pump. The 1.5 kW solar roof returned 4–6 kWh on sunny days, so they came home with more charge than they left with.',
        ),
      ),
    ],
  },
  {
    title: 'Ten nights off-grid in the Mojave',
    slug: 'ten-nights-off-grid-in-the-mojave',
    date: '2026-10-28T12:00:00.000Z',
    author: 'sam',
    tags: ['adventures', 'owners'],
    image: 'night',
    excerpt: 'Two founders, one prototype, no hookups: what we learned about heat, dust and stars in the desert.',
    content: [
      content(
        p(
          'We left Barstow with a full battery, 40 gallons of fresh water and a promise to each other: no campgrounds with power for ten nights. The Mojave in October is kind during the day and cold after dark, which made it a perfect test for the heat pump and the solar roof.',
        ),
        h('h2', 'Days: heat and dust'),
        p(
          'Daytime cabin temperatures stayed under 27 °C with the awning out and the roof vents on their quiet setting. Dust was the bigger enemy: the new door seal design kept the cabin clean, but we changed the intake filter twice.',
        ),
        h('h2', 'Nights: the quietest we have ever camped'),
        p(
          'No generator means no hum. With the lights off, the only sound was the heat pump ticking over at 200 W. We slept better than at home.',
        ),
      ),
      {
        blockType: 'quote',
        quote:
          'On night six we realised we had stopped checking the battery at all. That was the moment the trailer disappeared and the trip began.',
        author: 'Sam Okonkwo',
        role: 'Owner Experience',
      },
    ],
  },
  {
    title: 'Why we put 1.5 kW of solar on an 18-foot roof',
    slug: 'why-we-put-solar-on-the-roof',
    date: '2026-10-02T12:00:00.000Z',
    author: 'maya',
    tags: ['engineering', 'design'],
    image: 'solar',
    excerpt:
      'Six curved panels, bonded to the shell: how we fit real solar capacity on a trailer that still tows like a compact car.',
    content: [
      content(
        p(
          'The Pebble roof is a single moulded composite shell. Early on we decided the solar array would be part of that shell rather than bolted on top: six curved 250 W panels, laminated into recesses, sitting flush with the skin.',
        ),
        h('h2', 'Drag matters more than you think'),
        p(
          'A bolted-on rack adds turbulence that costs range in the tow vehicle. In the wind tunnel our flush array measured a drag area 9 % lower than a rack of the same capacity.',
        ),
        ul([
          '1.5 kW peak, six panels',
          '4–6 kWh a day in summer sun',
          'Panels individually optimised, so one shaded panel does not drag down the rest',
        ]),
      ),
    ],
  },
  {
    title: 'The first production prototypes roll off the line',
    slug: 'first-production-prototypes',
    date: '2026-09-10T12:00:00.000Z',
    author: 'maya',
    tags: ['company'],
    image: 'forest',
    excerpt: 'Twelve trailers built on production tooling are on their way to testers in four climates.',
    content: [
      content(
        p(
          'This month our Fremont line built its first twelve trailers on production tooling. They are not for sale: they are for breaking. Four go to cold-climate testing in Minnesota, four to heat and dust in Arizona, and four to our owner-preview programme.',
        ),
        h('h2', 'What changes from here'),
        p(
          'Everything we learn from these twelve feeds the final design freeze in January. Reservation holders will get a detailed build update, with photos from the line, before we ask for the second deposit.',
        ),
      ),
    ],
  },
  {
    title: 'Charging on the road: a practical guide',
    slug: 'charging-on-the-road',
    date: '2026-08-19T12:00:00.000Z',
    author: 'tomas',
    tags: ['charging', 'owners'],
    image: 'charging',
    excerpt:
      'Level 2 at a campground, DC fast charging on the highway, and the sun in between: how to keep Pebble topped up.',
    content: [
      content(
        p('Pebble charges from three sources, and most trips use all of them.'),
        ul([
          '**Level 2 (J1772 / NACS adapter):** 11 kW, 0–100 % in about 4.5 hours at a campground pedestal or at home.',
          '**DC fast charging (NACS):** up to 60 kW, 10–80 % in about 35 minutes at pull-through stalls.',
          '**Solar:** 1.5 kW on the roof, 4–6 kWh on a sunny day.',
        ]),
        h('h2', 'Pull-through stalls'),
        p(
          'DC fast chargers are usually built for cars that nose in. The Pebble app lists stations with pull-through stalls, so you can charge without unhitching.',
        ),
      ),
    ],
  },
  {
    title: 'Designing a kitchen you actually want to cook in',
    slug: 'designing-the-kitchen',
    date: '2026-07-01T12:00:00.000Z',
    author: 'maya',
    tags: ['design'],
    image: 'interior',
    excerpt: 'Induction, a real sink and 90 litres of fridge: the small decisions behind Pebble’s galley.',
    content: [
      content(
        p(
          'Most trailer kitchens are designed to be photographed. Ours was designed by people who cook dinner for four in a car park after a long drive.',
        ),
        h('h2', 'Three rules'),
        ul(
          [
            'Everything within one step of the stove.',
            'A sink deep enough for a real pan.',
            'No propane: two induction zones on the house battery.',
          ],
          'number',
        ),
        p(
          'The result is a galley with 1.6 metres of worktop, a 90-litre compressor fridge and drawers that lock automatically when Pebble is towed.',
        ),
      ),
    ],
  },
  {
    title: 'Winter testing on the salt flats',
    slug: 'winter-testing-on-the-salt-flats',
    date: '2026-05-14T12:00:00.000Z',
    author: 'tomas',
    tags: ['engineering', 'adventures'],
    image: 'flats',
    excerpt: 'Corrosion, crosswinds and a very flat horizon: a week of validation at Bonneville.',
    content: [
      content(
        p(
          'Salt is the enemy of anything with wires. We spent a week at Bonneville to find out where brine gets into a trailer at speed, and how our drive-assist motors cope with crosswinds on a surface with almost no grip.',
        ),
        h('h2', 'What we changed'),
        ul([
          'Sealed the hitch harness connector to IP69K.',
          'Moved the brake controller off the tongue.',
          'Tuned drive assist to back off earlier when the tow vehicle’s wheels slip.',
        ]),
      ),
    ],
  },
]
