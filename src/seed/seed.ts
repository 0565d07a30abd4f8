/**
 * Demo content for Pebble: pages that tell the product story, blog posts, the header, footer
 * and settings. Run by scripts/prepare-data.ts on an empty database only; every write passes
 * `disableRevalidate` because no Next.js server is running.
 */
import type { Payload } from 'payload'

import { blogPaths } from '@/kit/paths'

import { seedCatalog } from './catalog'
import { seedProductionPlan } from './delivery'
import { seedDemoCustomers } from './customers'
import { seedHandoverDemo } from './handover'
import { createSceneImages, groupADemoBlocks, type SceneImages } from './demo-blocks/group-a'
import { groupBDemoBlocks, teamDemoBlock } from './demo-blocks/group-b'
import { groupCDemoBlocks, groupCProductBlocks } from './demo-blocks/group-c'
import { groupDDemoBlocks } from './demo-blocks/group-d'
import { seedTestTowDayForm, TEST_TOW_DAY_SLUG, testTowDayBlocks } from './forms'
import { doc, docLink, h, p, para, ul } from './lexical'
import { DEMO_POSTS } from './posts'
import { listSection, row, titleCover } from './blocks'

const context = { disableRevalidate: true }
type Block = Record<string, unknown>

const AUTHORS = {
  maya: { name: 'Maya Lindqvist', role: 'Co-founder & CEO' },
  tomas: { name: 'Tomás Herrera', role: 'Co-founder & CTO' },
  sam: { name: 'Sam Okonkwo', role: 'Owner Experience' },
}
const TAGS = ['Engineering', 'Adventures', 'Owners', 'Charging', 'Company', 'Design']

export async function seed(payload: Payload): Promise<void> {
  const scenes = await createSceneImages(payload)
  const sceneFor: Record<string, number> = {
    battery: scenes.battery,
    night: scenes.night,
    solar: scenes.roof,
    forest: scenes.forest,
    charging: scenes.plugged,
    interior: scenes.inside,
    flats: scenes.flats,
  }

  const authors: Record<string, number> = {}
  for (const [key, data] of Object.entries(AUTHORS))
    authors[key] = (await payload.create({ collection: 'authors', data, context })).id as number
  const tags: Record<string, number> = {}
  for (const name of TAGS)
    tags[name.toLowerCase()] = (
      await payload.create({ collection: 'tags', data: { name, slug: name.toLowerCase() }, context })
    ).id as number

  const posts: { id: number; slug: string; title: string }[] = []
  for (const post of DEMO_POSTS) {
    const created = await payload.create({
      collection: 'posts',
      data: {
        title: post.title,
        slug: post.slug,
        date: post.date,
        author: authors[post.author],
        tags: post.tags.map((t) => tags[t]),
        mainImage: sceneFor[post.image],
        excerpt: post.excerpt,
        content: post.content,
        meta: { description: post.excerpt },
        _status: 'published',
      } as never,
      context,
    })
    posts.push({ id: created.id as number, slug: post.slug, title: post.title })
  }

  // Pages are created first empty, so every page can link to every other.
  const pages: Record<string, number> = {}
  const create = async (slug: string, title: string, extra: Block = {}) => {
    pages[slug] = (
      await payload.create({
        collection: 'pages',
        data: { slug, title, _status: 'published', ...extra } as never,
        context,
      })
    ).id as number
  }
  await create('home', 'Pebble')
  await create('charging', 'Charging', { headerVariant: 'white' })
  await create('spec-sheet', 'Spec sheet', { headerVariant: 'white' })
  await create('plumbing', 'Plumbing', { headerVariant: 'white' })
  await create('team', 'Team', { openInPopup: true })
  await create('our-story', 'Our story')
  await create('reserve', 'How reservations work')
  await create('privacy', 'Privacy policy', { openInPopup: true })
  await create('terms', 'Terms of sale', { openInPopup: true })
  await create('blocks', 'Block library')
  await create(TEST_TOW_DAY_SLUG, 'Pebble Flow test-tow day', { headerVariant: 'white' })
  const testTowForm = await seedTestTowDayForm(payload)

  const newest = posts.slice(0, 3) // DEMO_POSTS is listed newest first
  const content: Record<string, Block[]> = {
    home: homePage(scenes, pages),
    charging: chargingPage(scenes, pages),
    'spec-sheet': specSheetPage(scenes),
    plumbing: plumbingPage(scenes),
    team: [
      await teamDemoBlock(payload, { pages }),
      {
        blockType: 'quote',
        quote:
          'We are building the trailer we wanted for our own families — and we will be the first in line for the second deposit.',
        author: 'Maya Lindqvist',
        role: 'Co-founder & CEO',
      },
    ],
    'our-story': ourStoryPage(scenes, pages),
    reserve: reservePage(pages),
    privacy: [legal('Privacy policy', PRIVACY)],
    terms: [legal('Terms of sale', TERMS)],
    [TEST_TOW_DAY_SLUG]: testTowDayBlocks(testTowForm),
    blocks: [
      ...homePage(scenes, pages).filter((b) => ['hero', 'quote', 'call-to-action'].includes(b.blockType as string)),
      latestFromTheRoad(pages, newest), // the content block demo (home now shows a posts block instead)
      ...(await groupADemoBlocks({ pages, scenes })),
      ...(await groupBDemoBlocks(payload, { pages })),
      ...(await groupCDemoBlocks(payload, { pages, scenes })),
      ...(await groupDDemoBlocks(payload, { pages, scenes, posts, tags })),
    ],
  }
  // Group C: interactive blocks on the product pages, each placed before the page's call to action.
  const groupC = await groupCProductBlocks(payload, { pages, scenes })
  insertBefore(content.home, 'call-to-action', groupC.home)
  insertBefore(content.charging, 'call-to-action', groupC.charging)
  for (const [slug, blocks] of Object.entries(content)) {
    await payload.update({
      collection: 'pages',
      id: pages[slug],
      data: { content: blocks, _status: 'published' } as never,
      context,
    })
  }

  await payload.updateGlobal({
    slug: 'header',
    data: {
      links: [
        { link: { title: 'Charging', page: pages.charging } },
        { link: { title: 'Spec sheet', page: pages['spec-sheet'] } },
        { link: { title: 'Plumbing', page: pages.plumbing } },
        { link: { title: 'Our story', page: pages['our-story'] } },
        { link: { title: 'Blog', url: blogPaths.index } },
      ],
      cta: { title: 'Pre-order', url: '/build' },
    } as never,
    context,
  })
  await payload.updateGlobal({
    slug: 'footer',
    data: {
      title: 'Take the long way home.',
      newsletterTitle: 'Road notes, once a month',
      columns: [
        {
          title: 'Pebble One',
          links: [
            { link: { title: 'Charging', page: pages.charging } },
            { link: { title: 'Spec sheet', page: pages['spec-sheet'] } },
            { link: { title: 'Plumbing', page: pages.plumbing } },
            { link: { title: 'Test-tow day', page: pages[TEST_TOW_DAY_SLUG] } },
            { link: { title: 'Pre-order', url: '/build' } },
          ],
        },
        {
          title: 'Company',
          links: [
            { link: { title: 'Our story', page: pages['our-story'] } },
            { link: { title: 'Team', page: pages.team } },
            { link: { title: 'Reservations', page: pages.reserve } },
            { link: { title: 'Block library', page: pages.blocks } },
          ],
        },
        {
          title: 'From the road',
          links: [
            ...newest.map((post) => ({ link: { title: post.title, post: post.id } })),
            { link: { title: 'All posts', url: blogPaths.index } },
          ],
        },
      ],
      bottomLinks: [
        { link: { title: 'Privacy', page: pages.privacy } },
        { link: { title: 'Terms', page: pages.terms } },
      ],
      social: [
        { network: 'instagram', url: 'https://www.instagram.com/pebble' },
        { network: 'youtube', url: 'https://www.youtube.com/@pebble' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/pebble' },
      ],
      legal: '© 2026 Pebble Mobility, Inc.',
    } as never,
    context,
  })
  await payload.updateGlobal({
    slug: 'settings',
    data: {
      emailSharingText: 'I found this on the Pebble blog and thought of you:',
      // Placeholder ids: the providers are wired up, but these accounts do not exist.
      analytics: { ga4: 'G-PEBBLE0DEMO', gtm: 'GTM-PEBBLE0', metaPixel: '100000000000001' },
    } as never,
    context,
  })
  await seedCatalog(payload)
  await seedDemoCustomers(payload)
  await seedProductionPlan(payload)
  await seedHandoverDemo(payload)
}

function homePage(scenes: SceneImages, pages: Record<string, number>): Block[] {
  return [
    {
      blockType: 'hero',
      eyebrow: 'Now taking pre-orders · Deliveries from spring 2027',
      title: 'Take the long way home.',
      subtitle:
        'Pebble One is an 18 ft all-electric travel trailer with a 45 kWh battery and a solar roof. A week off-grid, no generator, no propane.',
      // The lake scene keeps its trailer to the right, clear of the title.
      media: scenes.lake,
      links: [
        { link: { title: 'Pre-order', url: '/build' } },
        { link: { title: 'See the spec sheet', page: pages['spec-sheet'] } },
      ],
    },
    {
      blockType: 'big-sentence',
      eyebrow: 'Why Pebble',
      text: 'Camping should be *quiet*. No generator humming, no propane to refill — just a trailer that makes its own *power* and gets out of the way.',
      reveal: 'word',
      background: 'paper',
    },
    {
      blockType: 'alternated-content',
      title: 'Built around a battery',
      startWith: 'left',
      rows: [
        {
          image: scenes.battery,
          eyebrow: '45 kWh',
          title: 'A week off-grid',
          text: doc(
            p(
              'Lithium iron phosphate cells under the floor power the fridge, induction hob, heat pump and lights for about seven days of spring camping.',
            ),
          ),
          link: { title: 'How charging works', page: pages.charging },
        },
        {
          image: scenes.roof,
          eyebrow: '1.5 kW solar',
          title: 'Refills itself in the sun',
          text: doc(
            p('Six curved panels are moulded into the roof, adding 4–6 kWh on a sunny day without adding drag.'),
          ),
        },
        {
          image: scenes.inside,
          eyebrow: 'Sleeps 4',
          title: 'A room with a view',
          text: doc(
            p(
              'A panoramic front window, a bed that becomes a dinette, and a galley you will actually want to cook in.',
            ),
          ),
          link: { title: 'Water and plumbing', page: pages.plumbing },
        },
      ],
    },
    listSection({ eyebrow: 'At a glance', title: 'Pebble One', background: 'beige' }, [
      row('Length', '18 ft 2 in'),
      row('Dry weight', '3,100 lb', 'Tows with most mid-size EVs and SUVs'),
      row('Battery', '45 kWh LFP'),
      row('Solar', '1.5 kW'),
      row('Sleeps', '4'),
      row('Starting price', '$64,900'),
    ]),
    {
      blockType: 'quote',
      quote:
        'It is the first trailer I have towed that makes my car’s range better on hills, not worse. The drive assist is uncanny.',
      author: 'Sam Whitaker',
      role: 'Owner-preview tester, Colorado',
    },
    // The latest three posts, read when the page is (the posts block's afterRead hook); the team link keeps its place below them.
    {
      blockType: 'posts',
      eyebrow: 'From the road',
      title: 'Latest from the road',
      intro: 'Notes from our engineers and the first owners testing Pebble in four climates.',
      mode: 'latest',
      limit: 3,
      link: { title: 'Meet the team behind Pebble', page: pages.team },
      background: 'paper',
    },
    {
      blockType: 'call-to-action',
      title: 'Reserve your Pebble',
      text: 'A $250 first deposit holds your place in line. Configure your trim, colour and options, and see your price before you pay anything else.',
      tone: 'orange',
      links: [
        { link: { title: 'Pre-order now', url: '/build' } },
        { link: { title: 'How reservations work', page: pages.reserve } },
      ],
    },
    {
      blockType: 'pre-footer',
      eyebrow: 'Stay in the loop',
      title: 'Build updates, once a month',
      text: 'Production news, test trips and the first delivery dates — straight from the team.',
      form: { label: 'E-mail address', buttonLabel: 'Sign up', note: 'No spam. Unsubscribe with one click.' },
      tone: 'dark',
    },
  ]
}

/** The content block that used to list the latest posts on home; kept as the block library's content demo. */
const latestFromTheRoad = (pages: Record<string, number>, newest: { id: number; title: string }[]): Block => ({
  blockType: 'content',
  title: 'Latest from the road',
  width: 'text',
  body: doc(
    p('Notes from our engineers and the first owners testing Pebble in four climates.'),
    ul(newest.map((post) => [docLink('posts', post.id, post.title)])),
    para('Curious who is behind all this? ', docLink('pages', pages.team, 'Meet the team'), '.'),
  ),
})

function chargingPage(scenes: SceneImages, pages: Record<string, number>): Block[] {
  return [
    titleCover(
      'Charging',
      'Three ways to fill up.',
      'Pebble charges at home, at the campground and at highway fast chargers — and from the sun everywhere in between.',
    ),
    {
      blockType: 'image-content',
      image: scenes.plugged,
      imagePosition: 'right',
      imageRatio: 'landscape',
      eyebrow: 'At home',
      title: 'Plug in overnight',
      text: doc(
        p(
          'Any Level 2 charger fills the 45 kWh pack in about 4.5 hours at 11 kW. A standard 120 V outlet keeps it topped up between trips.',
        ),
      ),
    },
    {
      blockType: 'simple-content',
      variant: 'side-title',
      title: 'On the road',
      text: doc(
        p(
          'Pebble uses the NACS connector and accepts up to **60 kW** at DC fast chargers: 10–80 % in about 35 minutes. The Pebble app shows stations with pull-through stalls, so you never have to unhitch.',
        ),
        p('At campgrounds, the 50 A RV pedestal charges at the full 11 kW through the included adapter.'),
      ),
    },
    listSection({ eyebrow: 'Charge times', title: 'From 10 % to full', background: 'beige' }, [
      row('DC fast charger (60 kW)', '35 min to 80 %'),
      row('Level 2 (11 kW)', '4.5 h'),
      row('RV pedestal, 50 A', '4.5 h'),
      row('Household outlet, 120 V', '30 h', 'Best for topping up between trips'),
      row('Solar roof, summer sun', '4–6 kWh a day'),
    ]),
    {
      blockType: 'call-to-action',
      title: 'Questions about charging?',
      text: 'Our team answers every message within a working day.',
      tone: 'dark',
      links: [
        { link: { title: 'Read the charging guide', url: '/post/charging-on-the-road' } },
        { link: { title: 'See the spec sheet', page: pages['spec-sheet'] } },
      ],
    },
  ]
}

function specSheetPage(scenes: SceneImages): Block[] {
  return [
    titleCover(
      'Spec sheet',
      'Pebble One, in numbers.',
      'Final specifications are confirmed at design freeze in January 2027. Figures are targets measured on production prototypes.',
      scenes.ridges,
    ),
    listSection({ eyebrow: 'Dimensions', title: 'Size and weight' }, [
      row('Length', '18 ft 2 in'),
      row('Width', '7 ft 11 in'),
      row('Exterior height', '7 ft 9 in', 'Roof panels stowed'),
      row('Interior height', '6 ft 6 in'),
      row('Dry weight', '3,100 lb'),
      row('Gross vehicle weight', '4,500 lb'),
      row('Hitch', '2 in ball, 350 lb tongue weight'),
    ]),
    listSection({ eyebrow: 'Energy', title: 'Battery, solar and drive assist', background: 'beige' }, [
      row('Battery', '45 kWh usable, LFP'),
      row('Solar', '1.5 kW, six panels'),
      row('AC charging', '11 kW Level 2'),
      row('DC charging', 'Up to 60 kW, NACS'),
      row('Drive assist', 'Dual motors, 120 kW peak', 'Offsets the trailer’s drag and weight on the tow vehicle'),
    ]),
    listSection({ eyebrow: 'Living', title: 'Inside' }, [
      row('Sleeps', '4'),
      row('Fridge', '90 l compressor'),
      row('Cooking', 'Two induction zones'),
      row('Heating and cooling', 'Heat pump, 12,000 BTU'),
      row('Fresh water', '40 gal'),
      row('Grey / black water', '35 gal / 20 gal'),
    ]),
  ]
}

function plumbingPage(scenes: SceneImages): Block[] {
  return [
    titleCover(
      'Plumbing',
      'Water, sorted.',
      'A real wet bath, hot water on demand and tanks sized for a long weekend without hookups.',
    ),
    {
      blockType: 'simple-content',
      variant: 'two-columns',
      title: 'How the water system works',
      text: doc(
        p(
          'Fresh water is stored in a heated 40-gallon tank above the axle. An electric on-demand heater delivers hot water in under 20 seconds, powered by the house battery — no propane anywhere.',
        ),
        p(
          'Grey water from the sink and shower drains to a 35-gallon tank; the cassette toilet drains to a separate 20-gallon black tank. Both tanks have level sensors you can read in the Pebble app.',
        ),
        p(
          'Everything is plumbed in PEX with push-fit fittings behind removable panels, so any joint can be reached with a screwdriver.',
        ),
      ),
    },
    {
      blockType: 'image-content',
      image: scenes.dusk,
      imagePosition: 'left',
      imageRatio: 'landscape',
      eyebrow: 'Off-grid',
      title: 'A long weekend on one fill',
      text: doc(p('Two people using the shower every other day typically get four nights from a full fresh tank.')),
    },
    listSection({ eyebrow: 'Tanks', title: 'Capacities', background: 'beige' }, [
      row('Fresh water', '40 gal'),
      row('Grey water', '35 gal'),
      row('Black water', '20 gal'),
      row('Water heater', 'Electric, on demand'),
    ]),
    {
      blockType: 'content',
      title: 'Winterising',
      width: 'text',
      body: doc(
        p(
          'Tanks and lines are heated down to −20 °C while Pebble is plugged in or has battery charge above 20 %. For storage, one button in the app opens the low-point drains and blows the lines dry with the on-board compressor.',
        ),
        h('h3', 'Before storage'),
        ul(
          [
            'Empty the grey and black tanks at a dump station.',
            'Run “Winterise” from the app (about 10 minutes).',
            'Leave Pebble plugged in, or above 50 % charge, for the battery’s sake.',
          ],
          'number',
        ),
      ),
    },
  ]
}

function ourStoryPage(scenes: SceneImages, pages: Record<string, number>): Block[] {
  return [
    {
      blockType: 'cover',
      media: scenes.forest,
      textPosition: 'bottom-left',
      overlay: 'gradient',
      height: 'tall',
      eyebrow: 'Our story',
      title: 'We wanted a quieter way to travel.',
      text: 'Pebble started in 2023 in a garage in Oakland, with a borrowed trailer and a salvaged electric bus battery.',
    },
    {
      blockType: 'simple-content',
      variant: 'centred',
      title: 'From garage to production line',
      text: doc(
        p(
          'Our founders spent a decade building batteries for electric buses. Every summer they towed a propane trailer to the mountains and wondered why it was the noisiest, smelliest thing they owned.',
        ),
        p(
          'Three prototypes and one very long winter later, Pebble One is heading for production in Fremont, California.',
        ),
      ),
    },
    {
      blockType: 'quote',
      quote: 'The best trip is the one where you forget about the machinery. Our job is to make the trailer disappear.',
      author: 'Maya Lindqvist',
      role: 'Co-founder & CEO',
    },
    {
      blockType: 'call-to-action',
      title: 'Meet the people building Pebble',
      tone: 'beige',
      links: [{ link: { title: 'Meet the team', page: pages.team } }],
    },
  ]
}

function reservePage(pages: Record<string, number>): Block[] {
  return [
    titleCover(
      'Reservations',
      'How pre-orders work.',
      'Two deposits, no surprises. You can change your configuration until production of your trailer is scheduled.',
    ),
    listSection({ title: 'The steps', background: 'beige' }, [
      row(
        '1. Configure',
        'Trim, colour and options',
        'See your full price and a payment estimate before paying anything.',
      ),
      row('2. First deposit', '$250', 'Non-refundable; holds your place in line.'),
      row('3. Second deposit', '$2,500', 'Due when your build slot is confirmed, about three months before delivery.'),
      row('4. Delivery', 'Spring 2027 onwards', 'Pick up at our Fremont delivery centre.'),
    ]),
    {
      blockType: 'call-to-action',
      title: 'Ready when you are',
      tone: 'orange',
      links: [
        { link: { title: 'Start your build', url: '/build' } },
        { link: { title: 'Terms of sale', page: pages.terms } },
      ],
    },
  ]
}

/** Puts `block` before the first block of type `type` (or at the end when there is none). */
function insertBefore(blocks: Block[], type: string, block: Block) {
  const at = blocks.findIndex((b) => b.blockType === type)
  blocks.splice(at === -1 ? blocks.length : at, 0, block)
}

const legal = (title: string, paragraphs: string[]): Block => ({
  blockType: 'content',
  title,
  width: 'text',
  body: doc(...paragraphs.map((text) => p(text))),
})

const PRIVACY = [
  'Pebble Mobility, Inc. collects the information you give us when you reserve a trailer, sign up for updates or contact us: your name, e-mail address, phone number, postal address and the configuration you choose.',
  'We use it to process your reservation, to keep you informed about your order and, if you agree, to send you news about Pebble. We never sell your personal information.',
  'Analytics and advertising cookies are only set after you accept them. You can change your choice at any time from “Cookie settings” at the bottom of every page.',
  'You can ask us for a copy of your data, or ask us to delete it, by writing to privacy@pebble.example.',
]

const TERMS = [
  'A reservation is made by paying the first deposit of $250. The first deposit is non-refundable and holds your place in the production queue.',
  'The second deposit of $2,500 becomes due when your build slot is confirmed. It is refundable until production of your trailer begins.',
  'Prices, specifications and delivery timing are estimates until your order is confirmed and may change before the final purchase agreement is signed.',
  'The final purchase price, taxes, destination and documentation fees are due at delivery.',
]
