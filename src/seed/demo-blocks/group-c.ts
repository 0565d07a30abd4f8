/**
 * Demo content for the interactive blocks: content-slider, image-slider, fullscreen-slider,
 * sticky-slider, on-off-grid-images-reveal and feature-focus. The on/off pairs and the technical
 * side view are drawn in `group-c-art.ts` and uploaded once per seed.
 */
import type { Payload } from 'payload'

import { createDemoImage } from '../demo-image'
import { doc, p, ul } from '../lexical'
import { campNight, galleyNight, loungeNight, SIDE_VIEW_SPOTS, sideView } from './group-c-art'
import type { SceneImages } from './group-a'

type Refs = { pages: Record<string, number>; scenes: SceneImages }
type DemoBlock = Record<string, unknown>

type GroupCImages = {
  campOn: number
  campOff: number
  galleyOn: number
  galleyOff: number
  loungeOn: number
  loungeOff: number
  sideView: number
}

// The images are uploaded once, whichever of the exports below asks first.
const uploads = new WeakMap<Payload, Promise<GroupCImages>>()

function groupCImages(payload: Payload): Promise<GroupCImages> {
  let pending = uploads.get(payload)
  if (!pending) {
    pending = uploadImages(payload)
    uploads.set(payload, pending)
  }
  return pending
}

async function uploadImages(payload: Payload): Promise<GroupCImages> {
  const specs: [keyof GroupCImages, Parameters<typeof createDemoImage>[1]][] = [
    [
      'campOn',
      {
        svg: campNight(true),
        alt: 'Pebble at a lakeside camp at night, windows glowing, string lights on over two chairs.',
        filename: 'pebble-camp-lights-on',
        focal: { x: 45, y: 62 },
      },
    ],
    [
      'campOff',
      {
        svg: campNight(false),
        alt: 'The same lakeside camp with the lights off: Pebble and the chairs dark under the stars.',
        filename: 'pebble-camp-lights-off',
        focal: { x: 45, y: 62 },
      },
    ],
    [
      'galleyOn',
      {
        svg: galleyNight(true),
        alt: 'The galley at night with its LED strips on, lighting the induction hob and the counter.',
        filename: 'pebble-galley-lights-on',
      },
    ],
    [
      'galleyOff',
      {
        svg: galleyNight(false),
        alt: 'The galley in the dark, only the window lit by the night sky.',
        filename: 'pebble-galley-lights-off',
      },
    ],
    [
      'loungeOn',
      {
        svg: loungeNight(true),
        alt: 'The front bed under the panoramic window, both reading lights on.',
        filename: 'pebble-lounge-lights-on',
      },
    ],
    [
      'loungeOff',
      {
        svg: loungeNight(false),
        alt: 'The front bed in moonlight through the panoramic window, lights off.',
        filename: 'pebble-lounge-lights-off',
      },
    ],
    [
      'sideView',
      {
        svg: sideView(),
        alt: 'Side-view drawing of Pebble: solar roof, battery in the floor, heat pump behind the axle, drive-assist axle and the charge port at the front.',
        filename: 'pebble-side-view',
        format: 'png',
      },
    ],
  ]
  const ids = {} as GroupCImages
  // One at a time: uploads write to the database, and SQLite prefers them in sequence.
  for (const [key, spec] of specs) ids[key] = await createDemoImage(payload, spec)
  return ids
}

const linkTo = (pages: Record<string, number>, title: string, slug: string, fallback = '/build') =>
  pages[slug] ? { title, page: pages[slug] } : { title, url: fallback }

/** One demo block of each interactive type (two sliders show off their options), for the block library. */
export async function groupCDemoBlocks(payload: Payload, refs: Refs): Promise<DemoBlock[]> {
  const img = await groupCImages(payload)
  const { pages, scenes } = refs
  return [
    {
      blockType: 'content-slider',
      eyebrow: 'Life on board',
      title: 'Everything runs on the battery',
      intro: 'No propane, no generator, no hook-ups needed. Swipe through what 45 kWh does for a family of four.',
      background: 'paper',
      loop: false,
      slides: [
        {
          image: img.galleyOn,
          eyebrow: 'Galley',
          title: 'Cook like you do at home',
          text: doc(
            p(
              'Two **induction zones**, a 90 l compressor fridge and a deep sink with hot water in under 20 seconds. Dinner for four uses about 1.5 kWh.',
            ),
          ),
          link: linkTo(pages, 'See the spec sheet', 'spec-sheet'),
        },
        {
          image: scenes.inside,
          eyebrow: 'Sleeps 4',
          title: 'A bedroom with a view',
          text: doc(
            p(
              'The front lounge becomes a queen bed under the panoramic window; the rear dinette makes a second double for the kids.',
            ),
          ),
        },
        {
          image: scenes.night,
          eyebrow: 'Heat pump',
          title: 'Warm at −10 °C, silent all night',
          text: doc(
            p(
              'A 12,000 BTU heat pump heats and cools the cabin on a fraction of the energy of a resistive heater. Nobody hears it from the bed.',
            ),
          ),
        },
        {
          image: scenes.roof,
          eyebrow: '1.5 kW solar',
          title: 'Parked is charging',
          text: doc(
            p(
              'Six panels moulded into the roof add 4–6 kWh on a sunny day: more than a couple uses, so a long stay can last indefinitely.',
            ),
          ),
          link: linkTo(pages, 'How charging works', 'charging'),
        },
        {
          eyebrow: 'Quiet hours',
          title: 'No generator. Ever.',
          text: doc(
            p(
              'Campgrounds with quiet hours, national parks with generator bans, a neighbour’s first morning coffee: Pebble is welcome in all of them.',
            ),
          ),
          link: { title: 'Reserve yours', url: '/build' },
        },
      ],
    },
    {
      blockType: 'feature-focus',
      eyebrow: 'Under the skin',
      title: 'Four systems, one battery',
      intro:
        'Pebble One is an 18 ft trailer built around its energy. Step through the parts that make a week off-grid possible.',
      media: img.sideView,
      mediaPosition: 'left',
      points: [
        {
          title: '45 kWh battery',
          text: doc(
            p(
              'Lithium iron phosphate cells sit low between the chassis rails, keeping the centre of gravity down. Rated for **4,000 cycles** with a 10-year warranty.',
            ),
          ),
          markerX: SIDE_VIEW_SPOTS.battery.x,
          markerY: SIDE_VIEW_SPOTS.battery.y,
        },
        {
          title: '1.5 kW solar roof',
          text: doc(
            p(
              'Six walk-on panels follow the curve of the roof and feed the battery directly: 4–6 kWh on a clear day, with no extra drag.',
            ),
          ),
          image: scenes.roof,
          markerX: SIDE_VIEW_SPOTS.solar.x,
          markerY: SIDE_VIEW_SPOTS.solar.y,
        },
        {
          title: 'Heat pump',
          text: doc(
            p(
              'One 12,000 BTU unit heats, cools and dries the air. It keeps the tanks from freezing down to −20 °C while the battery is above 20 %.',
            ),
          ),
          markerX: SIDE_VIEW_SPOTS.heatPump.x,
          markerY: SIDE_VIEW_SPOTS.heatPump.y,
        },
        {
          title: 'Drive assist',
          text: doc(
            p(
              'Two motors in the axle push Pebble along at the tow car’s pace, so a mid-size EV keeps most of its range, and regenerate on every descent.',
            ),
            ul(['120 kW peak', 'Remote-controlled parking from the app']),
          ),
          markerX: SIDE_VIEW_SPOTS.axle.x,
          markerY: SIDE_VIEW_SPOTS.axle.y,
        },
      ],
      link: linkTo(pages, 'Full spec sheet', 'spec-sheet'),
    },
    {
      blockType: 'on-off-grid-images-reveal',
      eyebrow: 'After dark',
      title: 'Flip the lights',
      intro:
        'Every light in Pebble is LED and runs off the house battery. A whole evening of light costs less than 0.2 kWh.',
      switchLabel: 'Lights',
      onText: 'On',
      offText: 'Off',
      startWith: 'off',
      items: [
        {
          imageOn: img.campOn,
          imageOff: img.campOff,
          caption: 'Awning strip and string lights: 40 W for the whole pitch.',
        },
        {
          imageOn: img.galleyOn,
          imageOff: img.galleyOff,
          caption: 'Under-cabinet LEDs light the hob and the counter.',
        },
        {
          imageOn: img.loungeOn,
          imageOff: img.loungeOff,
          caption: 'Dimmable reading lights either side of the front bed.',
        },
      ],
    },
    {
      blockType: 'image-slider',
      eyebrow: 'Field notes',
      title: 'Where the prototypes have been',
      imageShape: 'landscape',
      loop: false,
      slides: [
        { image: scenes.dusk, caption: 'Sunset above the Sierra foothills, day 3 of the first 1,000-mile test.' },
        { image: scenes.lake, caption: 'Lake Tahoe at dawn: 78 % battery after two nights.' },
        { image: scenes.flats, caption: 'Bonneville salt flats — the solar roof’s best day: 6.2 kWh.' },
        { image: scenes.forest, caption: 'Logging roads in Oregon, drive assist on the climbs.' },
        { image: scenes.night, caption: 'Joshua Tree: heat pump cooling at 9 pm, 34 °C outside.' },
        { image: scenes.ridges, caption: 'Blue Ridge Parkway in October.' },
      ],
    },
    {
      blockType: 'sticky-slider',
      eyebrow: 'A long weekend',
      title: 'Friday to Monday, no plugs',
      intro: 'What a 45 kWh battery and a sunny roof look like over four days with two adults and two kids.',
      mediaPosition: 'right',
      steps: [
        {
          image: scenes.forest,
          eyebrow: 'Friday · 100 %',
          title: 'Tow out after work',
          text: doc(
            p(
              'Drive assist carries most of Pebble’s weight on the motorway. The tow car arrives with more range than it would towing a conventional trailer.',
            ),
          ),
        },
        {
          image: scenes.lake,
          eyebrow: 'Saturday · 81 %',
          title: 'Make camp anywhere',
          text: doc(
            p('No hook-up needed. Fridge, lights, water pump and the heat pump on a cool night use about 8 kWh a day.'),
          ),
        },
        {
          image: scenes.roof,
          eyebrow: 'Sunday · 77 %',
          title: 'The sun pays it back',
          text: doc(p('On a clear day the **1.5 kW roof** puts back 4–6 kWh while you are out on the water.')),
        },
        {
          image: img.loungeOn,
          eyebrow: 'Monday · 70 %',
          title: 'Leave with power to spare',
          text: doc(
            p(
              'Seventy percent left: enough for three more nights, or to top up the tow car in an emergency through the 11 kW outlet.',
            ),
          ),
          link: { title: 'Reserve yours', url: '/build' },
        },
      ],
    },
    {
      blockType: 'fullscreen-slider',
      label: 'Places to take Pebble',
      height: 'full',
      loop: true,
      slides: [
        {
          image: scenes.dusk,
          eyebrow: 'Sierra Nevada',
          title: 'Take the long way home.',
          text: 'Seven days off-grid on one charge, with the sun topping you up.',
          link: { title: 'Reserve yours', url: '/build' },
        },
        {
          image: scenes.lake,
          eyebrow: 'Lakeside',
          title: 'Wake up to quiet.',
          text: 'No generator hum at six in the morning — just the lake and the coffee.',
        },
        {
          image: scenes.flats,
          eyebrow: 'Great Basin',
          title: 'Far from everything.',
          text: 'Plan trips around places, not power outlets.',
        },
        {
          image: scenes.night,
          eyebrow: 'Desert nights',
          title: 'Warm light, dark skies.',
          text: 'Lights, heat and hot water all night, without a sound.',
          link: linkTo(pages, 'How charging works', 'charging'),
        },
      ],
    },
  ]
}

/** The interactive blocks used on the product pages: a sticky slider on home, a feature focus on charging. */
export async function groupCProductBlocks(
  payload: Payload,
  refs: Refs,
): Promise<{ home: DemoBlock; charging: DemoBlock }> {
  const img = await groupCImages(payload)
  const { pages, scenes } = refs
  return {
    home: {
      blockType: 'sticky-slider',
      eyebrow: 'How it works',
      title: 'A week off-grid, step by step',
      mediaPosition: 'left',
      steps: [
        {
          image: scenes.forest,
          eyebrow: 'Tow',
          title: 'Hitch up and go',
          text: doc(
            p(
              'Pebble is 18 ft long and 3,100 lb dry. Its drive-assist axle matches your speed, so even a mid-size EV tows it without breaking a sweat.',
            ),
          ),
        },
        {
          image: scenes.lake,
          eyebrow: 'Camp',
          title: 'Park where the view is',
          text: doc(
            p(
              'The 45 kWh battery runs the fridge, induction hob, hot water and heat pump for about a week. No hook-up, no generator.',
            ),
          ),
        },
        {
          image: scenes.roof,
          eyebrow: 'Recharge',
          title: 'Let the roof do the work',
          text: doc(
            p('1.5 kW of solar adds 4–6 kWh a day. Back on the road, top up at any fast charger in about 35 minutes.'),
          ),
          link: linkTo(pages, 'How charging works', 'charging'),
        },
        {
          image: img.loungeOn,
          eyebrow: 'Rest',
          title: 'Sleep four, warm and quiet',
          text: doc(
            p(
              'A queen bed under the panoramic window, a second double at the back and a heat pump you will never hear.',
            ),
          ),
        },
      ],
    },
    charging: {
      blockType: 'feature-focus',
      eyebrow: 'Inside the system',
      title: 'Where the energy comes in',
      intro: 'Four ways into one 45 kWh battery. Step through them to see where each one connects.',
      media: img.sideView,
      mediaPosition: 'right',
      points: [
        {
          title: 'Fast-charge port',
          text: doc(
            p(
              'A NACS port at the front left takes up to **60 kW** DC: 10–80 % in about 35 minutes at pull-through stalls.',
            ),
          ),
          markerX: SIDE_VIEW_SPOTS.port.x,
          markerY: SIDE_VIEW_SPOTS.port.y,
        },
        {
          title: 'Level 2 at home',
          text: doc(
            p('The 11 kW on-board charger fills the pack overnight from a wall box or a 50 A campground pedestal.'),
          ),
          image: scenes.plugged,
        },
        {
          title: 'Solar roof',
          text: doc(p('1.5 kW of panels feed the battery whenever Pebble sees the sky, parked or on the move.')),
          markerX: SIDE_VIEW_SPOTS.solar.x,
          markerY: SIDE_VIEW_SPOTS.solar.y,
        },
        {
          title: 'Regenerative axle',
          text: doc(
            p(
              'On descents and when braking, the drive-assist motors turn back into generators and put energy into the pack.',
            ),
          ),
          markerX: SIDE_VIEW_SPOTS.axle.x,
          markerY: SIDE_VIEW_SPOTS.axle.y,
        },
      ],
    },
  }
}
