/**
 * Demo content for the interactive blocks: anchors, dropdown, focus-points, annotated-background,
 * accordion, posts and focus-post. The images are the generated scenes of group A; the posts and
 * tags are the ones the seed created. The anchors bar jumps to the blocks below it through their
 * `anchorId`s.
 */
import type { Payload } from 'payload'

import { doc, docLink, p, para, ul } from '../lexical'
import type { SceneImages } from './group-a'

type Refs = {
  pages: Record<string, number>
  scenes: SceneImages
  posts: { id: number; slug: string; title: string }[]
  tags: Record<string, number>
}
type DemoBlock = Record<string, unknown>

/** The in-page targets of the anchors bar, in page order. */
const SECTIONS = [
  { id: 'trims', label: 'Trims' },
  { id: 'battery', label: 'Battery' },
  { id: 'interior', label: 'Interior' },
  { id: 'at-camp', label: 'At camp' },
  { id: 'stories', label: 'Stories' },
  { id: 'faq', label: 'FAQ' },
] as const
const anchor = (id: (typeof SECTIONS)[number]['id']) => id

export async function groupDDemoBlocks(_payload: Payload, refs: Refs): Promise<DemoBlock[]> {
  const { dusk, forest, flats, inside, battery } = refs.scenes
  const postId = (slug: string) => refs.posts.find((post) => post.slug === slug)?.id
  const picked = ['ten-nights-off-grid-in-the-mojave', 'charging-on-the-road']
    .map(postId)
    .filter((id): id is number => id != null)

  return [
    {
      blockType: 'anchors',
      label: 'Pebble One at a glance',
      items: SECTIONS.map((s) => ({ label: s.label, anchorId: s.id })),
    },

    {
      blockType: 'dropdown',
      anchorId: anchor('trims'),
      eyebrow: 'Compare trims',
      title: 'Pick your Pebble',
      intro:
        'Three trims, one shell. Every Pebble One has the same solar roof, drive assist and four berths; pick the one that fits the roads you travel.',
      label: 'Choose a trim',
      options: [
        {
          label: 'Pebble One',
          title: 'Pebble One — $64,900',
          image: dusk,
          text: doc(
            p(
              'The everyday Pebble: light enough for most mid-size EVs, with a **45 kWh** pack that covers a week of spring camping off-grid.',
            ),
          ),
          rows: [
            { label: 'Battery', value: '45 kWh LFP' },
            { label: 'Solar', value: '1.5 kW' },
            { label: 'Off-grid', value: 'About 7 days' },
            { label: 'Dry weight', value: '3,100 lb' },
            { label: 'Tyres', value: '16 in, road' },
          ],
        },
        {
          label: 'Pebble One Trail',
          title: 'Pebble One Trail — $71,900',
          image: forest,
          text: doc(
            p(
              'For forest roads and washboard tracks: **two inches more clearance**, all-terrain tyres, skid plates under the battery and recovery points front and rear.',
            ),
          ),
          rows: [
            { label: 'Battery', value: '45 kWh LFP' },
            { label: 'Solar', value: '1.5 kW' },
            { label: 'Ground clearance', value: '13 in' },
            { label: 'Dry weight', value: '3,250 lb' },
            { label: 'Tyres', value: '17 in, all-terrain' },
          ],
        },
        {
          label: 'Pebble One Max',
          title: 'Pebble One Max — $79,900',
          image: flats,
          text: doc(
            p(
              'The long-haul Pebble: a **60 kWh** pack and fold-out side panels for ten days away from a plug, plus a second heat pump for winter trips.',
            ),
          ),
          rows: [
            { label: 'Battery', value: '60 kWh LFP' },
            { label: 'Solar', value: '1.5 kW + 0.6 kW fold-out' },
            { label: 'Off-grid', value: 'About 10 days' },
            { label: 'Dry weight', value: '3,400 lb' },
            { label: 'Tyres', value: '16 in, road' },
          ],
        },
      ],
      background: 'paper',
    },

    {
      blockType: 'focus-points',
      anchorId: anchor('battery'),
      eyebrow: 'Cutaway',
      title: 'Everything heavy sits low',
      intro:
        'The batteries, motors and wiring live in the floor, between the wheels. Pick a number to see what each part does.',
      image: battery,
      points: [
        {
          x: 38,
          y: 61,
          title: 'Main battery, 30 kWh',
          text: 'Fourteen LFP modules ahead of the axle keep the centre of gravity low and the trailer calm in a crosswind.',
        },
        {
          x: 74,
          y: 61,
          title: 'Rear battery, 15 kWh',
          text: 'Six more modules behind the axle balance the load, so the tongue weight stays at 350 lb.',
        },
        {
          x: 55,
          y: 27.5,
          title: '1.5 kW solar roof',
          text: 'Six curved panels moulded into the roof add 4–6 kWh on a sunny day without adding drag.',
        },
        {
          x: 89,
          y: 45.5,
          title: 'Charge port',
          text: 'NACS for DC fast charging at up to 60 kW. The 50 A campground adapter lives in the front locker.',
        },
        {
          x: 60.5,
          y: 67,
          title: 'Drive-assist axle',
          text: 'Two hub motors (120 kW peak) push when you pull away and recover energy when you brake.',
        },
        {
          x: 11,
          y: 64,
          title: 'Smart hitch',
          text: 'A load sensor in the coupler tells the drive assist how hard to push, so your car barely feels the trailer.',
        },
      ],
      background: 'dark',
    },

    {
      blockType: 'focus-points',
      anchorId: anchor('interior'),
      eyebrow: 'Interior',
      title: 'A room with a view',
      image: inside,
      points: [
        {
          x: 50,
          y: 33,
          title: 'Panoramic front window',
          text: 'Six feet of curved, double-glazed glass with a built-in blackout blind.',
        },
        {
          x: 50,
          y: 11.5,
          title: 'Light strip',
          text: 'Warm, dimmable LEDs along the ceiling: a whole evening of light for less than 4 W.',
        },
        {
          x: 50,
          y: 61,
          title: 'Fold-down table',
          text: 'Drops onto the bench frame to turn the dinette into a 60 × 80 in bed in under a minute.',
        },
        {
          x: 23,
          y: 60,
          title: 'Power at the bench',
          text: 'Two 100 W USB-C ports and a 120 V outlet either side, all on the house battery.',
        },
        {
          x: 77,
          y: 62,
          title: 'Under-seat lockers',
          text: '240 litres of storage; the water pump and heater sit behind a screw-off panel in the right one.',
        },
      ],
      background: 'paper',
    },

    {
      blockType: 'annotated-background',
      anchorId: anchor('at-camp'),
      eyebrow: 'At camp',
      title: 'Made for golden hour',
      image: dusk,
      labels: [
        { x: 40, y: 65.5, label: '1.5 kW solar roof', text: 'Adds 4–6 kWh on a sunny day.', side: 'above' },
        { x: 30.5, y: 70, label: 'Panoramic window', text: 'The sunset, from the bed.', side: 'left' },
        {
          x: 40.2,
          y: 81.5,
          label: 'Drive-assist axle',
          text: 'Takes the strain off your car on the climb.',
          side: 'right',
        },
        {
          x: 85,
          y: 62,
          label: 'A week off-grid',
          text: '45 kWh runs heat, fridge and hob for about seven days.',
          side: 'auto',
        },
      ],
      caption: 'Pebble One at dusk, 200 miles from the nearest campground hook-up.',
    },

    {
      blockType: 'focus-post',
      eyebrow: 'Featured story',
      linkLabel: 'Read the story',
      imagePosition: 'left',
      background: 'dark',
    },

    {
      blockType: 'posts',
      anchorId: anchor('stories'),
      eyebrow: 'Engineering notes',
      title: 'How Pebble works',
      intro: 'The latest posts tagged Engineering, straight from the people building the trailer.',
      mode: 'tag',
      tag: refs.tags.engineering,
      limit: 3,
      background: 'paper',
    },
    {
      blockType: 'posts',
      eyebrow: 'Hand-picked',
      title: 'Owners on the road',
      mode: 'selected',
      posts: picked,
      limit: 3,
      background: 'beige',
    },
    {
      blockType: 'focus-post',
      post: postId('why-we-put-solar-on-the-roof'),
      eyebrow: 'From the design team',
      linkLabel: 'Read how we did it',
      imagePosition: 'right',
      background: 'paper',
    },

    {
      blockType: 'accordion',
      anchorId: anchor('faq'),
      eyebrow: 'FAQ',
      title: 'Questions, answered',
      intro:
        'Deposits, charging and towing: what people ask us most. Something missing? Write to hello@pebble.example.',
      items: [
        {
          title: 'How much is the deposit, and can I get it back?',
          content: doc(
            p('A **$250 first deposit** holds your place in line. It is non-refundable.'),
            p(
              'The **$2,500 second deposit** is due when your build slot is confirmed, about three months before delivery, and is refundable until production of your trailer begins.',
            ),
            para(
              'The full details are in the ',
              refs.pages.reserve ? docLink('pages', refs.pages.reserve, 'reservation guide') : 'reservation guide',
              '.',
            ),
          ),
        },
        {
          title: 'When will my Pebble be delivered?',
          content: doc(
            p(
              'Deliveries start in spring 2027, in reservation order. We confirm your build slot, and your delivery week, about three months ahead.',
            ),
          ),
        },
        {
          title: 'Where can I charge it?',
          content: doc(
            p('Almost anywhere you can plug in:'),
            ul([
              'At home on a Level 2 charger: **4.5 hours** from empty at 11 kW.',
              'At DC fast chargers with the NACS connector: **10–80 % in about 35 minutes** at up to 60 kW.',
              'At campgrounds, from a 50 A RV pedestal with the included adapter.',
              'From the sun: the roof adds **4–6 kWh** on a sunny day.',
            ]),
          ),
        },
        {
          title: 'What can tow a Pebble?',
          content: doc(
            p(
              'Pebble One weighs **3,100 lb** dry with a 350 lb tongue weight on a 2 in ball. Most mid-size EVs and SUVs rated for 3,500 lb or more can tow it; the drive assist does much of the work on hills.',
            ),
          ),
        },
        {
          title: 'Does towing Pebble cut my EV’s range?',
          content: doc(
            p(
              'Far less than a conventional trailer. The drive-assist axle offsets Pebble’s weight and drag, so owners in our preview programme lose 10–15 % of range on the highway instead of the usual 40–50 %.',
            ),
          ),
        },
      ],
      singleOpen: false,
      openFirst: false,
      background: 'paper',
    },
    {
      blockType: 'accordion',
      items: [
        {
          title: 'Warranty',
          content: doc(
            p('Eight years or 100,000 miles on the battery and drive assist, three years on everything else.'),
          ),
        },
        {
          title: 'Service',
          content: doc(
            p('Mobile technicians come to you for most repairs; the app books them and shows where they are.'),
          ),
        },
        {
          title: 'Winter storage',
          content: doc(p('Run “Winterise” from the app, then leave Pebble plugged in or above 50 % charge.')),
        },
      ],
      singleOpen: true,
      openFirst: true,
      background: 'beige',
    },
  ]
}
