/**
 * Demo artwork for the group C blocks: "lights on / lights off" pairs of the same scene and a
 * technical side view of Pebble for the feature-focus markers. Plain SVG in the Pebble palette,
 * rendered by sharp; every random-looking detail comes from a seeded generator, so a reseed
 * produces the same images.
 */

const C = {
  ink: '#282828',
  deep: '#1C1B19',
  grey: '#575349',
  orange: '#FB7339',
  beige: '#D7D1C6',
  paper: '#F2EFE9',
}

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const r1 = (n: number) => Math.round(n * 10) / 10

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/** A soft light: a radial gradient ellipse (the gradient is defined once per scene). */
const glow = (id: string, cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})" opacity="${opacity}"/>`

const glowDef = (id: string, colour: string, strength: number) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="${r1(strength * 0.4)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`

function stars(seed: number, count: number, w: number, h: number) {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = rand() < 0.07 ? 2.4 : 0.7 + rand() * 1.1
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(r)}" fill="${C.paper}" fill-opacity="${r1(0.3 + rand() * 0.6)}"/>`
  }
  return out
}

function pines(seed: number, x0: number, x1: number, base: number, minH: number, maxH: number, fill: string) {
  const rand = rng(seed)
  let out = ''
  for (let x = x0; x < x1; x += 30 + rand() * 40) {
    const h = minH + rand() * (maxH - minH)
    const w = h * (0.24 + rand() * 0.08)
    const y = base + rand() * 12
    out += `<path d="M${r1(x)} ${r1(y - h)} L${r1(x + w / 2)} ${r1(y)} L${r1(x - w / 2)} ${r1(y)} Z" fill="${fill}"/>`
  }
  return out
}

/**
 * Pebble from the side at night, 600 units long, wheels on y = 250. `lit`: warm windows, an
 * awning light strip and an open door.
 */
function nightTrailer(lit: boolean) {
  const body = lit ? '#8E857A' : '#4A4640'
  const shade = lit ? '#4B453F' : '#2F2C28'
  const glass = lit ? C.orange : '#1A1917'
  const glassHi = lit ? '#FDBA93' : '#2A2825'
  return `
    <defs>
      <linearGradient id="tb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${body}"/><stop offset="0.6" stop-color="${body}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
      <linearGradient id="tg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glassHi}"/><stop offset="1" stop-color="${glass}"/></linearGradient>
    </defs>
    <ellipse cx="300" cy="252" rx="330" ry="12" fill="#000" fill-opacity="0.45"/>
    <path d="M48 182 L-34 196 L-34 204 L52 198 Z" fill="${C.deep}"/>
    <rect x="-14" y="196" width="8" height="36" rx="3" fill="${C.deep}"/>
    <path d="M70 202 L536 202 Q600 202 600 140 L600 96 Q600 22 526 22 L210 22 Q168 22 140 48 L46 150 Q32 170 42 188 Q52 202 70 202 Z" fill="url(#tb)"/>
    <rect x="214" y="12" width="320" height="12" rx="6" fill="${C.deep}"/>
    <path d="M160 48 Q168 42 182 42 L262 42 Q274 42 274 54 L274 118 Q274 130 262 130 L102 130 Q86 130 96 116 Z" fill="url(#tg)"/>
    <rect x="300" y="52" width="150" height="66" rx="20" fill="url(#tg)"/>
    ${lit ? `<rect x="474" y="50" width="72" height="142" rx="22" fill="url(#tg)"/><rect x="480" y="56" width="22" height="130" rx="10" fill="${C.deep}" fill-opacity="0.5"/>` : `<rect x="474" y="50" width="72" height="142" rx="22" fill="none" stroke="${shade}" stroke-width="4"/>`}
    <path d="M74 170 L590 170" stroke="${lit ? C.orange : '#6B4030'}" stroke-width="5" stroke-linecap="round"/>
    <path d="M290 20 L620 -6 L620 4 L292 30 Z" fill="${C.deep}"/>
    ${lit ? `<rect x="300" y="12" width="300" height="5" rx="2.5" fill="${C.paper}" transform="rotate(-4.5 300 14)"/>` : ''}
    <path d="M328 202 A52 52 0 0 1 432 202 Z" fill="${C.deep}"/>
    <circle cx="380" cy="212" r="40" fill="${C.deep}"/>
    <circle cx="380" cy="212" r="18" fill="${lit ? '#6E675E' : '#3A3733'}"/>`
}

/** Lakeside camp at night: Pebble, an awning, two chairs, string lights over the pitch. 2000 × 1125. */
export function campNight(lit: boolean) {
  const W = 2000
  const H = 1125
  const rand = rng(11)
  let bulbs = ''
  for (let i = 0; i <= 14; i++) {
    const t = i / 14
    const x = 1010 + t * 760
    const y = 520 + Math.sin(t * Math.PI) * 70 + (rand() - 0.5) * 4
    bulbs += lit
      ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="22" fill="url(#bulb)"/><circle cx="${r1(x)}" cy="${r1(y)}" r="5.5" fill="${C.paper}"/>`
      : `<circle cx="${r1(x)}" cy="${r1(y)}" r="5" fill="#4A4640"/>`
  }
  const chair = (x: number) =>
    `<g transform="translate(${x} 880)" fill="${lit ? '#3B3631' : '#23211F'}"><path d="M0 0 L70 0 L78 70 L-8 70 Z"/><rect x="-14" y="62" width="104" height="12" rx="5"/><path d="M-8 74 L-22 140 L-12 140 L4 74 Z M78 74 L94 140 L84 140 L70 74 Z"/></g>`
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#121110"/><stop offset="0.55" stop-color="#22201D"/><stop offset="1" stop-color="#3A342E"/>
      </linearGradient>
      <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2C2925"/><stop offset="1" stop-color="#1A1917"/></linearGradient>
      ${glowDef('warm', C.orange, 0.7)}
      ${glowDef('pool', '#FDBA93', 0.55)}
      ${glowDef('bulb', '#FDBA93', 0.9)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars(3, 170, W, 560)}
    <circle cx="360" cy="170" r="38" fill="${C.paper}" fill-opacity="0.92"/>
    <path d="M0 610 Q240 520 520 560 T1060 540 T1560 566 T2000 548 L2000 700 L0 700 Z" fill="#2B2825"/>
    <rect y="660" width="${W}" height="110" fill="url(#lake)"/>
    <rect x="300" y="690" width="130" height="3" rx="1.5" fill="${C.paper}" fill-opacity="0.25"/>
    <rect x="340" y="712" width="70" height="3" rx="1.5" fill="${C.paper}" fill-opacity="0.18"/>
    ${pines(5, -30, 520, 700, 170, 330, '#161514')}
    ${pines(6, 1780, 2040, 720, 200, 380, '#161514')}
    <path d="M0 760 Q700 730 1200 748 T2000 742 L2000 1125 L0 1125 Z" fill="${lit ? '#2E2A26' : '#1E1C1A'}"/>
    ${lit ? glow('pool', 1320, 990, 620, 150) + glow('warm', 760, 780, 620, 260, 0.55) : ''}
    <g transform="translate(360 560) scale(1.15)">${nightTrailer(lit)}</g>
    <path d="M1010 518 Q1390 600 1770 520" fill="none" stroke="${lit ? '#6E675E' : '#35322E'}" stroke-width="2.5"/>
    <rect x="1766" y="516" width="8" height="430" fill="${lit ? '#4A4640' : '#262422'}"/>
    ${bulbs}
    ${chair(1210)}${chair(1420)}
    <rect x="1300" y="930" width="90" height="10" rx="4" fill="${lit ? '#4A4640' : '#262422'}"/>
    <rect x="1340" y="940" width="10" height="80" fill="${lit ? '#4A4640' : '#262422'}"/>
    ${lit ? '' : `<rect width="${W}" height="${H}" fill="${C.deep}" fill-opacity="0.12"/>`}`,
  )
}

/** The galley: cabinets, induction hob, a window onto the night; LED strips when lit. 2000 × 1125. */
export function galleyNight(lit: boolean) {
  const W = 2000
  const H = 1125
  const wall = lit ? '#A59D91' : '#3A3733'
  const cabinet = lit ? C.beige : '#4A4640'
  const counter = lit ? C.paper : '#5A5650'
  const front = lit ? '#8E857A' : '#322F2B'
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${lit ? '#7F776C' : '#2C2A26'}"/></linearGradient>
      <linearGradient id="wash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FDE3CF" stop-opacity="0.95"/><stop offset="1" stop-color="#FDBA93" stop-opacity="0"/></linearGradient>
      <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#121110"/><stop offset="1" stop-color="#2E2A26"/></linearGradient>
      ${glowDef('hob', C.orange, 0.85)}
      ${glowDef('lamp', '#FDBA93', 0.6)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <path d="M0 0 L2000 0 L2000 70 Q1000 150 0 70 Z" fill="${lit ? '#BDB5A9' : '#2C2A26'}"/>
    <rect x="1260" y="250" width="560" height="330" rx="60" fill="url(#night)"/>
    ${stars(8, 40, 540, 200).replace(/cx="([\d.]+)" cy="([\d.]+)"/g, (_, x, y) => `cx="${r1(1270 + Number(x))}" cy="${r1(262 + Number(y))}"`)}
    <path d="M1260 520 Q1420 470 1560 500 T1820 480 L1820 580 L1260 580 Z" fill="#1C1B19"/>
    <rect x="1260" y="250" width="560" height="330" rx="60" fill="none" stroke="${lit ? C.beige : '#4A4640'}" stroke-width="18"/>
    ${lit ? `<rect x="1300" y="280" width="150" height="8" rx="4" fill="${C.paper}" fill-opacity="0.18" transform="rotate(-20 1300 280)"/>` : ''}
    <rect x="120" y="150" width="1040" height="250" rx="18" fill="${cabinet}"/>
    <path d="M380 170 V380 M640 170 V380 M900 170 V380" stroke="${lit ? '#BDB5A9' : '#3A3733'}" stroke-width="4"/>
    <rect x="330" y="340" width="36" height="8" rx="4" fill="${C.grey}"/><rect x="590" y="340" width="36" height="8" rx="4" fill="${C.grey}"/><rect x="850" y="340" width="36" height="8" rx="4" fill="${C.grey}"/>
    ${lit ? `<rect x="140" y="398" width="1000" height="7" rx="3" fill="${C.paper}"/><path d="M140 405 L1140 405 L1220 700 L60 700 Z" fill="url(#wash)" opacity="0.75"/>` : ''}
    <rect x="0" y="700" width="${W}" height="40" fill="${counter}"/>
    <rect x="0" y="740" width="${W}" height="385" fill="${front}"/>
    <path d="M500 760 V1125 M1000 760 V1125 M1500 760 V1125" stroke="${lit ? '#A59D91' : '#2A2825'}" stroke-width="5"/>
    <rect x="430" y="800" width="40" height="10" rx="5" fill="${C.grey}"/><rect x="930" y="800" width="40" height="10" rx="5" fill="${C.grey}"/><rect x="1430" y="800" width="40" height="10" rx="5" fill="${C.grey}"/>
    <rect x="240" y="684" width="420" height="20" rx="6" fill="${C.ink}"/>
    <circle cx="350" cy="694" r="0" fill="none"/>
    <ellipse cx="340" cy="692" rx="70" ry="9" fill="none" stroke="${lit ? C.orange : '#3A3733'}" stroke-width="5"/>
    <ellipse cx="540" cy="692" rx="56" ry="7" fill="none" stroke="${lit ? C.orange : '#3A3733'}" stroke-width="5"/>
    ${lit ? glow('hob', 340, 690, 160, 40) : ''}
    <path d="M290 600 Q290 560 340 556 Q390 560 390 600 L396 684 L284 684 Z" fill="${lit ? C.grey : '#2C2A26'}"/>
    <path d="M390 600 Q430 596 440 620" fill="none" stroke="${lit ? C.grey : '#2C2A26'}" stroke-width="10" stroke-linecap="round"/>
    <rect x="860" y="688" width="300" height="14" rx="6" fill="${lit ? '#BDB5A9' : '#3A3733'}"/>
    <path d="M1060 688 V600 Q1060 570 1090 570 Q1120 570 1120 600" fill="none" stroke="${lit ? C.grey : '#3A3733'}" stroke-width="12" stroke-linecap="round"/>
    <rect x="1290" y="620" width="50" height="80" rx="10" fill="${lit ? C.orange : '#4A4640'}"/>
    <rect x="1360" y="640" width="44" height="60" rx="8" fill="${lit ? C.grey : '#3A3733'}"/>
    ${lit ? glow('lamp', 1540, 300, 300, 220, 0.5) : `<path d="M1260 580 L1820 580 L1960 1125 L1040 1125 Z" fill="${C.paper}" fill-opacity="0.035"/>`}
    ${lit ? '' : `<rect width="${W}" height="${H}" fill="${C.deep}" fill-opacity="0.2"/>`}`,
  )
}

/** The front lounge made up as a bed, under the panoramic window; reading lights when lit. 2000 × 1125. */
export function loungeNight(lit: boolean) {
  const W = 2000
  const H = 1125
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lit ? '#9A9286' : '#34312D'}"/><stop offset="1" stop-color="${lit ? '#6E675E' : '#23211F'}"/></linearGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#121110"/><stop offset="1" stop-color="#35302B"/></linearGradient>
      ${glowDef('lamp', '#FDBA93', 0.85)}
      ${glowDef('moon', C.paper, 0.25)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <path d="M180 120 Q1000 20 1820 120 L1760 560 Q1000 610 240 560 Z" fill="url(#sky)"/>
    ${stars(21, 90, 1600, 330).replace(/cx="([\d.]+)" cy="([\d.]+)"/g, (_, x, y) => `cx="${r1(200 + Number(x))}" cy="${r1(110 + Number(y))}"`)}
    <circle cx="1460" cy="230" r="34" fill="${C.paper}"/>
    ${lit ? '' : glow('moon', 1460, 230, 260, 260)}
    <path d="M240 470 Q520 400 820 440 T1400 430 T1760 450 L1760 560 Q1000 610 240 560 Z" fill="#1C1B19"/>
    ${pines(9, 260, 620, 470, 60, 130, '#121110')}
    <path d="M180 120 Q1000 20 1820 120 L1760 560 Q1000 610 240 560 Z" fill="none" stroke="${lit ? C.beige : '#4A4640'}" stroke-width="26" stroke-linejoin="round"/>
    <path d="M740 60 L760 586 M1260 60 L1240 586" stroke="${lit ? C.beige : '#4A4640'}" stroke-width="16"/>
    <rect x="100" y="700" width="1800" height="425" fill="${lit ? '#5A5349' : '#1F1D1B'}"/>
    <rect x="120" y="640" width="1760" height="120" rx="40" fill="${lit ? C.paper : '#4A4640'}"/>
    <path d="M140 700 Q600 660 1100 690 T1860 690 L1860 760 L140 760 Z" fill="${lit ? C.beige : '#3A3733'}"/>
    <rect x="200" y="560" width="300" height="130" rx="46" fill="${lit ? C.orange : '#5A3A2C'}"/>
    <rect x="520" y="570" width="280" height="120" rx="44" fill="${lit ? C.beige : '#45423D'}"/>
    <rect x="1460" y="566" width="320" height="126" rx="46" fill="${lit ? C.grey : '#2E2B28'}"/>
    <path d="M900 680 Q1100 610 1380 660 L1420 720 Q1120 690 900 730 Z" fill="${lit ? C.grey : '#2A2825'}"/>
    <rect x="60" y="250" width="60" height="16" rx="8" fill="${lit ? C.paper : '#4A4640'}"/>
    <rect x="1880" y="250" width="60" height="16" rx="8" fill="${lit ? C.paper : '#4A4640'}"/>
    ${lit ? glow('lamp', 90, 330, 330, 280) + glow('lamp', 1910, 330, 330, 280) + glow('lamp', 1000, 760, 900, 140, 0.35) : `<path d="M1300 560 L1700 560 L1500 900 L900 900 Z" fill="${C.paper}" fill-opacity="0.05"/>`}
    ${lit ? '' : `<rect width="${W}" height="${H}" fill="${C.deep}" fill-opacity="0.16"/>`}`,
  )
}

/** Where the feature-focus markers point on `sideView()`, in percent of the image. */
export const SIDE_VIEW_SPOTS = {
  solar: { x: 55, y: 21 },
  battery: { x: 40, y: 69 },
  heatPump: { x: 74, y: 63 },
  axle: { x: 64, y: 78 },
  galley: { x: 52, y: 49 },
  port: { x: 20, y: 61 },
}

/**
 * A technical side view of Pebble on paper: the shell in ink lines, the systems in orange —
 * solar roof, battery in the floor, heat pump at the rear, drive-assist axle, charge port. 1600 × 1200.
 */
export function sideView() {
  const W = 1600
  const H = 1200
  const rand = rng(77)
  let grid = ''
  for (let x = 0; x <= W; x += 80)
    grid += `<path d="M${x} 0 V${H}" stroke="${C.beige}" stroke-width="${x % 400 === 0 ? 2 : 1}"/>`
  for (let y = 0; y <= H; y += 80)
    grid += `<path d="M0 ${y} H${W}" stroke="${C.beige}" stroke-width="${y % 400 === 0 ? 2 : 1}"/>`
  let cells = ''
  for (let i = 0; i < 12; i++)
    cells += `<rect x="${380 + i * 44}" y="812" width="36" height="40" rx="4" fill="${C.orange}" fill-opacity="${r1(0.55 + rand() * 0.35)}"/>`
  let panels = ''
  for (let i = 0; i < 6; i++)
    panels += `<rect x="${640 + i * 80}" y="244" width="72" height="20" rx="3" fill="${C.orange}"/>`
  // Local frame: the shell spans x 180…1420, ground at y = 1000.
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${C.paper}"/>
    ${grid}
    <path d="M120 1000 H1500" stroke="${C.grey}" stroke-width="3" stroke-dasharray="14 10"/>
    <g fill="none" stroke="${C.ink}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">
      <path d="M300 880 L1260 880 Q1420 880 1420 720 L1420 470 Q1420 270 1240 270 L640 270 Q560 270 500 330 L260 610 Q220 660 230 760 Q240 880 300 880 Z"/>
      <path d="M600 330 Q610 320 640 320 L820 320 Q840 320 840 340 L840 520 Q840 540 820 540 L420 540 Q380 540 400 510 Z"/>
      <rect x="900" y="340" width="300" height="150" rx="40"/>
      <rect x="1250" y="420" width="120" height="400" rx="36"/>
      <path d="M260 780 L90 820 L90 836 L268 812"/>
    </g>
    <path d="M240 840 H1400" stroke="${C.grey}" stroke-width="3"/>
    <rect x="360" y="796" width="560" height="72" rx="10" fill="none" stroke="${C.orange}" stroke-width="5"/>
    ${cells}
    ${panels}
    <rect x="1134" y="690" width="108" height="140" rx="14" fill="${C.orange}" fill-opacity="0.18" stroke="${C.orange}" stroke-width="5"/>
    <circle cx="1188" cy="748" r="36" fill="none" stroke="${C.orange}" stroke-width="5"/>
    <path d="M1188 712 V784 M1152 748 H1224 M1163 723 L1213 773 M1213 723 L1163 773" stroke="${C.orange}" stroke-width="3"/>
    <rect x="1160" y="800" width="56" height="8" rx="4" fill="${C.orange}"/>
    <rect x="700" y="560" width="260" height="20" rx="6" fill="${C.grey}"/>
    <rect x="720" y="580" width="220" height="140" rx="8" fill="none" stroke="${C.grey}" stroke-width="4"/>
    <path d="M930 880 A96 96 0 0 1 1122 880" fill="${C.paper}" stroke="${C.ink}" stroke-width="6"/>
    <circle cx="1026" cy="930" r="70" fill="${C.ink}"/>
    <circle cx="1026" cy="930" r="34" fill="${C.orange}"/>
    <circle cx="1026" cy="930" r="12" fill="${C.ink}"/>
    <rect x="300" y="710" width="40" height="50" rx="8" fill="${C.orange}"/>
    <circle cx="320" cy="735" r="10" fill="${C.paper}"/>`,
  )
}
