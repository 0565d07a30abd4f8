import type { Payload } from 'payload'

import { createDemoImage } from '../demo-image'
import { doc, h, p, ul } from '../lexical'
import {
  batteryCutaway,
  charging,
  desertNight,
  duskRidge,
  forestRoad,
  interior,
  lakeDawn,
  ridgePanorama,
  saltFlats,
  solarRoof,
} from './group-a-art'
import { titleCover } from '../blocks'

/**
 * Demo blocks for title-cover, large-cover, cover (every variant), simple-content (every
 * variant), image-content, alternated-content and big-sentence, with their generated images.
 */
export async function groupADemoBlocks(refs: {
  pages: Record<string, number>
  scenes: SceneImages
}): Promise<Record<string, unknown>[]> {
  /** A link to a demo page by slug, or to `fallback` when that page was not seeded. */
  const toPage = (title: string, slug: string, fallback = '/build') =>
    refs.pages[slug] ? { link: { title, page: refs.pages[slug] } } : { link: { title, url: fallback } }
  const reserve = { link: { title: 'Reserve yours', url: '/build' } }

  const { dusk, lake, night, flats, forest, inside, battery, roof, plugged, ridges } = refs.scenes

  return [
    titleCover(
      'Pebble One · Pre-orders open',
      'The trailer that powers itself.',
      'An 18 ft all-electric travel trailer with a 45 kWh battery, a 1.5 kW solar roof and room for four. Reserve now for first deliveries in spring 2027.',
    ),
    {
      blockType: 'big-sentence',
      eyebrow: 'Why Pebble',
      text: 'Pebble carries *45 kWh* of its own energy, makes more from the sun, and turns a week off-grid into the *easy part* of the trip.',
      reveal: 'word',
      background: 'paper',
    },
    {
      blockType: 'large-cover',
      media: dusk,
      eyebrow: 'Off-grid, for real',
      title: 'Seven days off-grid.\nZero generators.',
      text: 'Heating, cooking, hot showers and a fridge full of food, all from the battery in the floor and the sun on the roof.',
      links: [reserve, toPage('How charging works', 'charging')],
    },
    {
      blockType: 'simple-content',
      variant: 'centred',
      eyebrow: 'The idea',
      title: 'A home that follows the road',
      text: doc(
        p(
          'Most trailers ask for hook-ups, a noisy generator or a tow car with power to spare. Pebble was designed the other way round: start with a big battery, build a light, rounded shell around it, and make everything inside run on electricity.',
        ),
        p('The result is a trailer that is quiet at camp, light on the hitch and ready to go wherever you are.'),
      ),
    },
    {
      blockType: 'image-content',
      image: inside,
      caption: 'The front lounge converts into a queen bed in under a minute.',
      imagePosition: 'left',
      imageRatio: 'portrait',
      eyebrow: 'Interior',
      title: 'Sleeps four. Feels like more.',
      text: doc(
        p(
          'A wrap-around front window turns the lounge into the best seat at camp. At night it folds flat into a queen bed, and the rear dinette makes a second double.',
        ),
        ul([
          '**Induction galley** with a 90 L compressor fridge',
          '**Wet bath** with an on-demand electric water heater',
          '**Heat pump** for heating and cooling, whisper quiet',
        ]),
      ),
      links: [toPage('See the spec sheet', 'spec-sheet'), toPage('Meet the team', 'team', '/team')],
    },
    {
      blockType: 'cover',
      media: lake,
      textPosition: 'bottom-left',
      overlay: 'gradient',
      height: 'tall',
      eyebrow: 'Quiet camping',
      title: 'Wake up somewhere new.',
      text: 'No generator hum at six in the morning. Just the lake, the coffee and a battery that is still three-quarters full.',
      links: [reserve],
    },
    {
      blockType: 'alternated-content',
      title: 'What is inside the shell',
      startWith: 'left',
      rows: [
        {
          image: battery,
          eyebrow: '01 · Battery',
          title: '45 kWh in the floor',
          text: doc(
            p(
              'Two LFP packs sit low between the chassis rails, either side of the axle. They keep the centre of gravity down and power the whole trailer for up to a week.',
            ),
            p('**Rated for 4,000 cycles**, with a 10-year warranty.'),
          ),
          link: toPage('Battery and charging', 'charging').link,
        },
        {
          image: roof,
          eyebrow: '02 · Solar',
          title: '1.5 kW on the roof',
          text: doc(
            p(
              'Five glass-free, walk-on panels follow the curve of the roof. On a clear summer day they put back more energy than a family of four uses.',
            ),
          ),
          link: toPage('Read the spec sheet', 'spec-sheet').link,
        },
        {
          image: plugged,
          eyebrow: '03 · Charging',
          title: 'Plug in anywhere',
          text: doc(
            p(
              'Top up from a household socket, a campsite post or a DC fast charger at up to 60 kW: from 10 to 80 % in about 35 minutes while you stop for lunch.',
            ),
          ),
        },
      ],
    },
    {
      blockType: 'simple-content',
      variant: 'two-columns',
      eyebrow: 'Engineering notes',
      title: 'Light where it counts, strong where it matters',
      text: doc(
        p(
          'The shell is a bonded aluminium monocoque with a composite floor, 18 ft 2 in long and 7 ft 11 in wide. At 3,100 lb dry, Pebble can be towed by most mid-size electric SUVs, and its own motorised axle pushes it along so the tow car barely notices.',
        ),
        p(
          'On the road, regenerative braking recovers energy on every descent. At camp, the axle doubles as a remote-controlled mover: park it in a tight spot from your phone, without the tow car.',
        ),
        h('h3', 'Built to last'),
        p(
          'Every seam is sealed twice, every panel is replaceable, and the electrical system is designed to be serviced, not thrown away. We test each trailer through a full week of heat, cold and rain before it leaves the workshop.',
        ),
        p(
          'Inside, furniture is made from FSC-certified birch ply and recycled textiles. There is no propane on board, so there is nothing to refill, leak or inspect every year.',
        ),
      ),
    },
    {
      blockType: 'cover',
      media: forest,
      textPosition: 'centre',
      overlay: 'dark',
      height: 'medium',
      eyebrow: 'Active axle',
      title: 'Tows like it isn’t there.',
      text: 'A motorised axle matches the tow car’s speed, so you keep most of your range and hills feel flat.',
      links: [toPage('How it works', 'charging'), { link: { title: 'Book a test tow', url: '/build' } }],
    },
    {
      blockType: 'image-content',
      image: plugged,
      imagePosition: 'right',
      imageRatio: 'landscape',
      eyebrow: 'Charging',
      title: 'Charges where you do',
      text: doc(
        p(
          'Pebble uses a standard CCS port, so it charges at home, at campsites and on the fast-charging networks you already use. The app shows the state of charge and how many days off-grid you have left.',
        ),
      ),
      links: [toPage('Charging guide', 'charging')],
    },
    {
      blockType: 'image-content',
      image: roof,
      imagePosition: 'left',
      imageRatio: 'square',
      eyebrow: 'Solar roof',
      title: 'Parked is charging',
      text: doc(
        p('Leave Pebble in the sun between trips and it keeps itself topped up, ready for the next weekend away.'),
      ),
    },
    {
      blockType: 'simple-content',
      variant: 'side-title',
      eyebrow: 'Pre-order',
      title: 'How reservations work',
      text: doc(
        p(
          'A $250 first deposit holds your place in line. When your build slot is confirmed, about three months before delivery, a $2,500 second deposit confirms your configuration.',
        ),
        ul([
          '**Second deposit** refundable until production of your trailer begins',
          '**Transferable** to a friend or family member',
          '**First deliveries** in spring 2027, in order of reservation',
        ]),
        p('Questions about financing, towing or delivery? Our team answers every message personally.'),
      ),
    },
    {
      blockType: 'cover',
      media: flats,
      textPosition: 'top-left',
      overlay: 'light',
      height: 'medium',
      eyebrow: 'Range',
      title: 'Far from everything. Still at 80 %.',
      text: 'Plan long trips without planning around power.',
    },
    {
      blockType: 'big-sentence',
      text: '18 feet long. 1.5 kW of solar.\n*Sleeps four.* Weighs less than you think.',
      reveal: 'line',
      background: 'ink',
    },
    titleCover(
      'Built in Oakland',
      'Made for the long way round.',
      'Every Pebble is built by hand in our Oakland workshop, then tested for a week before it leaves.',
      ridges,
    ),
    {
      blockType: 'cover',
      media: night,
      textPosition: 'bottom-right',
      overlay: 'none',
      height: 'tall',
      eyebrow: 'After dark',
      title: 'Dark skies, warm light.',
      text: 'Lights, heat and hot water for the whole night, without a sound.',
      links: [reserve],
    },
  ]
}

export type SceneImages = Record<(typeof SCENE_NAMES)[number], number>
const SCENE_NAMES = [
  'dusk',
  'lake',
  'night',
  'flats',
  'forest',
  'inside',
  'battery',
  'roof',
  'plugged',
  'ridges',
] as const

/** The ten generated scenes, uploaded once and shared by the demo pages, blocks and posts. */
export async function createSceneImages(payload: Payload): Promise<SceneImages> {
  // One at a time: uploads write to the database, and SQLite prefers them in sequence.
  const specs: { svg: string; alt: string; filename: string; focal?: { x: number; y: number } }[] = [
    {
      svg: duskRidge(),
      alt: 'A white Pebble trailer parked on a bluff above layered ridges at sunset.',
      filename: 'pebble-dusk-ridge',
      focal: { x: 37, y: 70 },
    },
    {
      svg: lakeDawn(),
      alt: 'Pebble parked on a lake shore between pine trees at dawn, the water perfectly still.',
      filename: 'pebble-lake-dawn',
      focal: { x: 78, y: 72 },
    },
    {
      svg: desertNight(),
      alt: 'Pebble under a starry desert sky, its windows glowing warm orange.',
      filename: 'pebble-desert-night',
      focal: { x: 34, y: 62 },
    },
    {
      svg: saltFlats(),
      alt: 'A small white Pebble trailer far out on empty salt flats under a pale sky.',
      filename: 'pebble-salt-flats',
      focal: { x: 70, y: 66 },
    },
    {
      svg: forestRoad(),
      alt: 'Pebble on a forest road lined with tall pines in the mist.',
      filename: 'pebble-forest-road',
      focal: { x: 54, y: 72 },
    },
    {
      svg: interior(),
      alt: 'Inside Pebble: a wide curved front window over a bench bed with cushions and a small table.',
      filename: 'pebble-interior',
    },
    {
      svg: batteryCutaway(),
      alt: 'Cutaway drawing of Pebble showing the 45 kWh battery packs in the floor, either side of the axle.',
      filename: 'pebble-battery-cutaway',
    },
    {
      svg: solarRoof(),
      alt: 'Pebble seen from above, its roof covered by a dark solar array.',
      filename: 'pebble-solar-roof',
    },
    {
      svg: charging(),
      alt: 'Pebble in a garage, plugged into a wall charger with an orange-trimmed cable.',
      filename: 'pebble-charging',
    },
    {
      svg: ridgePanorama(),
      alt: 'Layered mountain ridges fading into an orange evening haze.',
      filename: 'pebble-ridge-panorama',
    },
  ]
  const ids = {} as SceneImages
  // One at a time: uploads write to the database, and SQLite prefers them in sequence.
  for (const [i, name] of SCENE_NAMES.entries()) ids[name] = await createDemoImage(payload, specs[i])
  return ids
}
