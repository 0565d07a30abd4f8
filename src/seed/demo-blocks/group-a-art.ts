/**
 * Demo artwork for the group A blocks: SVG scenes in the Pebble palette, rendered by sharp.
 * Everything is deterministic (seeded noise), so a reseed produces the same images.
 */

const C = {
  ink: '#282828',
  inkDeep: '#1d1b19',
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

/**
 * A ridge line filled down to `bottom`: a sum of a few seeded sine waves, drawn with smooth
 * quadratic curves through the midpoints.
 */
function ridge(o: {
  width: number
  base: number
  amp: number
  seed: number
  bottom: number
  fill: string
  step?: number
  opacity?: number
}) {
  const rand = rng(o.seed)
  const waves = Array.from({ length: 4 }, (_, i) => ({
    f: (0.6 + rand() * 1.4) * (i + 1) * (Math.PI / o.width) * 2,
    p: rand() * Math.PI * 2,
    a: 1 / (i + 1.3),
  }))
  const step = o.step ?? 60
  const pts: [number, number][] = []
  for (let x = -step; x <= o.width + step; x += step) {
    const n = waves.reduce((sum, w) => sum + Math.sin(x * w.f + w.p) * w.a, 0)
    pts.push([x, o.base - n * o.amp])
  }
  let d = `M${pts[0][0]} ${r1(pts[0][1])}`
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]
    const [nx, ny] = pts[i + 1]
    d += ` Q${x} ${r1(y)} ${r1((x + nx) / 2)} ${r1((y + ny) / 2)}`
  }
  const last = pts[pts.length - 1]
  d += ` L${last[0]} ${r1(last[1])} L${last[0]} ${o.bottom} L${pts[0][0]} ${o.bottom} Z`
  return `<path d="${d}" fill="${o.fill}"${o.opacity != null ? ` opacity="${o.opacity}"` : ''}/>`
}

/** A stand of stylised pines along a line. */
function pines(o: {
  x0: number
  x1: number
  base: number
  minH: number
  maxH: number
  seed: number
  fill: string
  gap?: number
}) {
  const rand = rng(o.seed)
  let out = ''
  for (let x = o.x0; x < o.x1; x += (o.gap ?? 34) * (0.6 + rand() * 0.8)) {
    const h = o.minH + rand() * (o.maxH - o.minH)
    const w = h * (0.26 + rand() * 0.08)
    const y = o.base + rand() * 14
    out += `<path d="M${r1(x)} ${r1(y - h)} L${r1(x + w / 2)} ${r1(y)} L${r1(x - w / 2)} ${r1(y)} Z" fill="${o.fill}"/>`
  }
  return out
}

type TrailerOptions = {
  x: number
  y: number
  /** Drawn length in px (the trailer is 600 units long). */
  length: number
  body?: string
  bodyShade?: string
  glass?: string
  /** Windows lit from inside (night scenes). */
  lit?: boolean
  flip?: boolean
  shadow?: string
  id: string
}

/**
 * Pebble, side view: a rounded aluminium shell with a raked nose and wrap-around front glass,
 * a side window, a door at the rear, one axle, a slim solar strip on the roof and an orange
 * pinstripe. Local units: 600 long, wheels touch the ground at y = 250.
 */
function trailer(o: TrailerOptions) {
  const s = o.length / 600
  const body = o.body ?? '#F7F5F0'
  const shade = o.bodyShade ?? '#CFC8BC'
  const glass = o.lit ? '#FFC98F' : (o.glass ?? '#35322D')
  const transform = o.flip
    ? `translate(${o.x + o.length} ${o.y}) scale(${-s} ${s})`
    : `translate(${o.x} ${o.y}) scale(${s})`
  const glow = o.lit ? `<ellipse cx="300" cy="258" rx="440" ry="40" fill="url(#${o.id}-spill)"/>` : ''
  return `
  <defs>
    <linearGradient id="${o.id}-body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${body}"/>
      <stop offset="0.62" stop-color="${body}"/>
      <stop offset="1" stop-color="${shade}"/>
    </linearGradient>
    <radialGradient id="${o.id}-spill" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${C.orange}" stop-opacity="0.42"/>
      <stop offset="1" stop-color="${C.orange}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="${o.id}-glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${glass}"/>
      <stop offset="1" stop-color="${glass}" stop-opacity="${o.lit ? 0.85 : 0.92}"/>
    </linearGradient>
  </defs>
  <g transform="${transform}">
    <ellipse cx="300" cy="252" rx="330" ry="11" fill="${o.shadow ?? 'rgba(20,18,14,0.28)'}"/>
    ${glow}
    <path d="M48 182 L-34 196 L-34 204 L52 198 Z" fill="${C.ink}"/>
    <rect x="-14" y="196" width="8" height="36" rx="3" fill="${C.ink}"/>
    <circle cx="-10" cy="238" r="12" fill="${C.ink}"/>
    <path d="M70 202 L536 202 Q600 202 600 140 L600 96 Q600 22 526 22 L210 22 Q168 22 140 48 L46 150 Q32 170 42 188 Q52 202 70 202 Z" fill="url(#${o.id}-body)"/>
    <rect x="214" y="12" width="320" height="12" rx="6" fill="${C.inkDeep}"/>
    <path d="M160 48 Q168 42 182 42 L262 42 Q274 42 274 54 L274 118 Q274 130 262 130 L102 130 Q86 130 96 116 Z" fill="url(#${o.id}-glass)"/>
    <path d="M170 50 L212 50 L140 124 L112 124 Z" fill="#ffffff" fill-opacity="${o.lit ? 0 : 0.12}"/>
    <rect x="300" y="52" width="150" height="66" rx="20" fill="url(#${o.id}-glass)"/>
    <rect x="474" y="50" width="72" height="142" rx="22" fill="none" stroke="${shade}" stroke-width="4"/>
    <rect x="484" y="110" width="16" height="5" rx="2.5" fill="${C.grey}"/>
    <path d="M74 170 L590 170" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"/>
    <path d="M328 202 A52 52 0 0 1 432 202 Z" fill="${C.inkDeep}"/>
    <circle cx="380" cy="212" r="40" fill="${C.ink}"/>
    <circle cx="380" cy="212" r="19" fill="#8A8478"/>
    <circle cx="380" cy="212" r="6" fill="${C.ink}"/>
  </g>`
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/** Dusk over layered ridges, Pebble parked on a bluff in the foreground. */
export function duskRidge() {
  const W = 2400
  const H = 1350
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6E6357"/>
        <stop offset="0.45" stop-color="#C79A7E"/>
        <stop offset="0.75" stop-color="#F4B183"/>
        <stop offset="1" stop-color="#F7D2B2"/>
      </linearGradient>
      <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="${C.orange}" stop-opacity="0.55"/>
        <stop offset="1" stop-color="${C.orange}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1560" cy="760" r="420" fill="url(#halo)"/>
    <circle cx="1560" cy="760" r="120" fill="#FFD9B0"/>
    ${ridge({ width: W, base: 760, amp: 90, seed: 11, bottom: H, fill: '#B98E78', step: 80 })}
    ${ridge({ width: W, base: 840, amp: 80, seed: 12, bottom: H, fill: '#9A7766', step: 70 })}
    ${ridge({ width: W, base: 930, amp: 70, seed: 13, bottom: H, fill: '#715A4E', step: 60 })}
    ${ridge({ width: W, base: 1040, amp: 50, seed: 14, bottom: H, fill: '#4A3F38', step: 60 })}
    <path d="M0 1160 Q700 1090 1300 1120 T2400 1100 L2400 1350 L0 1350 Z" fill="${C.inkDeep}"/>
    ${trailer({ x: 560, y: 874, length: 640, id: 'dr', body: '#E9E2D6', bodyShade: '#8C7F70', glass: '#2A2623', shadow: 'rgba(0,0,0,0.35)' })}`,
  )
}

/** Still lake at dawn, pines, Pebble on the near shore. */
export function lakeDawn() {
  const W = 2400
  const H = 1350
  const rand = rng(7)
  let ripples = ''
  for (let i = 0; i < 26; i++) {
    const y = 900 + i * 14 + rand() * 8
    const x = rand() * W
    const w = 120 + rand() * 420
    ripples += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="3" rx="1.5" fill="#ffffff" fill-opacity="${r1(0.12 + rand() * 0.2)}"/>`
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#D9D3C9"/>
        <stop offset="0.7" stop-color="#F1DCC8"/>
        <stop offset="1" stop-color="#F9CFAE"/>
      </linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#E9C7AB"/>
        <stop offset="1" stop-color="#9E958A"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="820" cy="790" r="90" fill="#FCA677" fill-opacity="0.9"/>
    ${ridge({ width: W, base: 740, amp: 110, seed: 21, bottom: 880, fill: '#B7ACA0', step: 90 })}
    ${ridge({ width: W, base: 820, amp: 60, seed: 22, bottom: 880, fill: '#8F857A', step: 70 })}
    <rect y="880" width="${W}" height="${H - 880}" fill="url(#water)"/>
    <g transform="translate(0 1760) scale(1 -1)" opacity="0.28">
      ${ridge({ width: W, base: 820, amp: 60, seed: 22, bottom: 880, fill: '#6F665C', step: 70 })}
    </g>
    <circle cx="820" cy="970" r="70" fill="#FCA677" fill-opacity="0.35"/>
    ${ripples}
    ${pines({ x0: -40, x1: 520, base: 900, minH: 180, maxH: 380, seed: 31, fill: '#3F3A34' })}
    ${pines({ x0: 1880, x1: 2460, base: 900, minH: 160, maxH: 340, seed: 32, fill: '#3F3A34' })}
    <path d="M1180 1350 Q1420 1130 1880 1120 Q2200 1116 2400 1140 L2400 1350 Z" fill="#4A433B"/>
    <path d="M1320 1350 Q1520 1180 1900 1170 Q2200 1166 2400 1190 L2400 1350 Z" fill="${C.ink}"/>
    ${trailer({ x: 1590, y: 912, length: 620, id: 'ld', flip: true })}
    ${pines({ x0: 2260, x1: 2440, base: 1190, minH: 360, maxH: 520, seed: 33, fill: C.inkDeep, gap: 60 })}`,
  )
}

/** Desert at night: stars, a mesa, Pebble glowing warm from inside. Dark calm ground bottom right. */
export function desertNight() {
  const W = 2400
  const H = 1350
  const rand = rng(42)
  let stars = ''
  for (let i = 0; i < 180; i++) {
    const x = rand() * W
    const y = rand() * 560
    const r = rand() < 0.08 ? 2.6 : 0.8 + rand() * 1.2
    stars += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#F2EFE9" fill-opacity="${r1(0.35 + rand() * 0.6)}"/>`
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#141312"/>
        <stop offset="0.22" stop-color="#26231F"/>
        <stop offset="0.36" stop-color="#4B3A2E"/>
        <stop offset="0.48" stop-color="#7A4B30"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars}
    <circle cx="1880" cy="200" r="46" fill="#F2EFE9"/>
    <circle cx="1900" cy="188" r="46" fill="#1A1917"/>
    <path d="M0 630 L260 630 L300 470 L720 460 L770 630 L1400 650 L1450 550 L1600 546 L1640 650 L2400 660 L2400 1350 L0 1350 Z" fill="#2B2521"/>
    ${ridge({ width: W, base: 710, amp: 26, seed: 51, bottom: H, fill: '#1F1B18', step: 90 })}
    ${ridge({ width: W, base: 830, amp: 30, seed: 52, bottom: H, fill: '#171513', step: 90 })}
    ${trailer({ x: 470, y: 606, length: 700, id: 'dn', body: '#8A8175', bodyShade: '#3A342E', lit: true, shadow: 'rgba(0,0,0,0.5)' })}`,
  )
}

/** Salt flats at midday: a huge pale sky, a thin horizon, Pebble small in the distance. */
export function saltFlats() {
  const W = 2400
  const H = 1350
  const rand = rng(5)
  let cracks = ''
  for (let i = 0; i < 40; i++) {
    const y = 980 + Math.pow(rand(), 1.6) * 370
    const x = rand() * W
    const w = 200 + rand() * 700 * ((y - 940) / 400)
    cracks += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(1 + (y - 960) / 160)}" rx="1" fill="#CFC6B8" fill-opacity="0.7"/>`
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#E4DDD1"/>
        <stop offset="1" stop-color="#F7F4EE"/>
      </linearGradient>
      <linearGradient id="flat" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#EDE8DF"/>
        <stop offset="1" stop-color="#DCD5C9"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${ridge({ width: W, base: 930, amp: 28, seed: 61, bottom: 960, fill: '#CEC5B8', step: 120 })}
    <rect y="950" width="${W}" height="${H - 950}" fill="url(#flat)"/>
    ${cracks}
    ${trailer({ x: 1520, y: 862, length: 300, id: 'sf', shadow: 'rgba(40,40,40,0.18)' })}`,
  )
}

/** A forest road in the mist, Pebble heading towards the viewer's right. */
export function forestRoad() {
  const W = 2400
  const H = 1350
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#A59C90"/>
        <stop offset="1" stop-color="#E6DED2"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${pines({ x0: -40, x1: 2440, base: 860, minH: 220, maxH: 360, seed: 71, fill: '#BDB3A6', gap: 40 })}
    ${pines({ x0: -40, x1: 2440, base: 940, minH: 300, maxH: 480, seed: 72, fill: '#8E8478', gap: 48 })}
    ${pines({ x0: -40, x1: 2440, base: 1040, minH: 420, maxH: 640, seed: 73, fill: '#5E564D', gap: 64 })}
    <rect y="1030" width="${W}" height="${H - 1030}" fill="#3B3631"/>
    <path d="M0 1120 L2400 1080 L2400 1200 L0 1260 Z" fill="#57514A"/>
    <path d="M0 1188 L2400 1142" stroke="${C.beige}" stroke-width="5" stroke-dasharray="70 60" opacity="0.8"/>
    ${trailer({ x: 1010, y: 900, length: 560, id: 'fr' })}
    ${pines({ x0: -80, x1: 380, base: 1350, minH: 900, maxH: 1200, seed: 74, fill: '#25211E', gap: 150 })}
    ${pines({ x0: 2140, x1: 2520, base: 1350, minH: 900, maxH: 1200, seed: 75, fill: '#25211E', gap: 150 })}`,
  )
}

/** Inside Pebble: the wrap-around front window over a bench bed, table and cushions. */
export function interior() {
  const W = 1800
  const H = 1200
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#CFC8BC"/>
        <stop offset="0.3" stop-color="#EAE4DA"/>
        <stop offset="1" stop-color="#E2DBCF"/>
      </linearGradient>
      <linearGradient id="view" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#D8CDBF"/>
        <stop offset="1" stop-color="#F5C29C"/>
      </linearGradient>
      <clipPath id="win"><rect x="360" y="230" width="1080" height="470" rx="110"/></clipPath>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <path d="M0 0 L1800 0 L1800 120 Q900 40 0 120 Z" fill="#BDB4A6"/>
    <path d="M300 150 Q900 90 1500 150" stroke="#FFE2BF" stroke-width="8" stroke-linecap="round" fill="none"/>
    <rect x="330" y="200" width="1140" height="530" rx="134" fill="#D3CBBE"/>
    <g clip-path="url(#win)">
      <rect x="360" y="230" width="1080" height="470" fill="url(#view)"/>
      <circle cx="1120" cy="560" r="60" fill="#FCA677"/>
      ${ridge({ width: 1800, base: 560, amp: 60, seed: 81, bottom: 720, fill: '#B39D8A', step: 60 })}
      ${ridge({ width: 1800, base: 620, amp: 40, seed: 82, bottom: 720, fill: '#7D6B5E', step: 50 })}
      ${pines({ x0: 360, x1: 700, base: 710, minH: 90, maxH: 170, seed: 83, fill: '#4A4038', gap: 26 })}
      <rect x="895" y="230" width="10" height="470" fill="#D3CBBE"/>
    </g>
    <rect x="120" y="760" width="1560" height="60" rx="30" fill="#B9AE9E"/>
    <rect x="120" y="800" width="1560" height="260" rx="48" fill="#CFC4B4"/>
    <rect x="170" y="700" width="420" height="150" rx="44" fill="#E8E1D5"/>
    <rect x="1210" y="700" width="420" height="150" rx="44" fill="#E8E1D5"/>
    <rect x="300" y="660" width="220" height="130" rx="40" fill="${C.orange}"/>
    <rect x="1290" y="672" width="200" height="118" rx="40" fill="#9B9082"/>
    <rect x="650" y="720" width="500" height="34" rx="17" fill="#7D7263"/>
    <rect x="880" y="754" width="40" height="200" rx="12" fill="#6B6256"/>
    <rect x="760" y="664" width="58" height="58" rx="14" fill="${C.paper}"/>
    <path d="M818 680 Q846 684 842 704 Q838 716 818 714" stroke="${C.paper}" stroke-width="9" fill="none"/>
    <rect x="980" y="690" width="120" height="30" rx="8" fill="${C.ink}" fill-opacity="0.85"/>
    <rect x="0" y="1060" width="${W}" height="140" fill="#A99F90"/>
    <rect x="0" y="1060" width="${W}" height="8" fill="#8F8578"/>`,
  )
}

/** Technical cutaway: the 45 kWh pack in the floor, drawn like a spec-sheet illustration on ink. */
export function batteryCutaway() {
  const W = 1800
  const H = 1200
  let dots = ''
  for (let y = 60; y < H; y += 60)
    for (let x = 60; x < W; x += 60) dots += `<circle cx="${x}" cy="${y}" r="2" fill="#3D3A36"/>`
  // Two packs in the floor, either side of the axle.
  let cells = ''
  for (const [x0, count] of [
    [420, 7],
    [1218, 3],
  ] as const)
    for (let row = 0; row < 2; row++)
      for (let i = 0; i < count; i++)
        cells += `<rect x="${x0 + i * 78}" y="${682 + row * 44}" width="68" height="36" rx="9" fill="${C.orange}" fill-opacity="${row === 0 ? 1 : 0.78}"/>`
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${C.ink}"/>
    ${dots}
    <g transform="translate(180 300) scale(2.4)" fill="none" stroke="${C.beige}" stroke-width="2.2" stroke-linejoin="round">
      <path d="M70 202 L536 202 Q600 202 600 140 L600 96 Q600 22 526 22 L210 22 Q168 22 140 48 L46 150 Q32 170 42 188 Q52 202 70 202 Z"/>
      <path d="M160 48 Q168 42 182 42 L262 42 Q274 42 274 54 L274 118 Q274 130 262 130 L102 130 Q86 130 96 116 Z" opacity="0.6"/>
      <rect x="300" y="52" width="150" height="66" rx="20" opacity="0.6"/>
      <rect x="474" y="50" width="72" height="142" rx="22" opacity="0.6"/>
      <path d="M48 182 L-34 196 L-34 204 L52 198 Z" opacity="0.6"/>
      <circle cx="380" cy="212" r="40"/>
      <circle cx="380" cy="212" r="19" opacity="0.6"/>
      <rect x="214" y="12" width="320" height="12" rx="6" stroke="${C.orange}"/>
      <path d="M96 150 L590 150" stroke-dasharray="6 8" opacity="0.5"/>
    </g>
    <rect x="404" y="668" width="568" height="108" rx="20" fill="none" stroke="${C.orange}" stroke-width="3"/>
    <rect x="1202" y="668" width="256" height="108" rx="20" fill="none" stroke="${C.orange}" stroke-width="3"/>
    ${cells}
    <path d="M1458 722 L1600 722 L1600 560" stroke="${C.beige}" stroke-width="3" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>
    <circle cx="1600" cy="550" r="12" fill="${C.orange}"/>
    <path d="M1000 320 L1000 200 L1240 200" stroke="${C.beige}" stroke-width="3" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>
    <circle cx="1000" cy="330" r="12" fill="${C.orange}"/>`,
  )
}

/** Top-down view of the roof: the 1.5 kW solar array on a rounded shell, tyre tracks in sand. */
export function solarRoof() {
  const W = 1800
  const H = 1200
  const rand = rng(91)
  let grain = ''
  for (let i = 0; i < 160; i++)
    grain += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(1 + rand() * 3)}" fill="#BFB4A4" fill-opacity="0.6"/>`
  let cells = ''
  const cols = 10
  const rows = 3
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      cells += `<rect x="${460 + c * 98}" y="${438 + r * 112}" width="90" height="104" rx="8" fill="#2E2C29" stroke="#4B4740" stroke-width="2"/>`
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sand" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#DDD5C8"/>
        <stop offset="1" stop-color="#CBC1B1"/>
      </linearGradient>
      <linearGradient id="glint" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0.35" stop-color="#ffffff" stop-opacity="0"/>
        <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/>
        <stop offset="0.65" stop-color="#ffffff" stop-opacity="0"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sand)"/>
    ${grain}
    <path d="M-20 250 Q900 190 1820 260" stroke="#BDB2A1" stroke-width="34" fill="none" opacity="0.6"/>
    <path d="M-20 980 Q900 1040 1820 960" stroke="#BDB2A1" stroke-width="34" fill="none" opacity="0.6"/>
    <rect x="330" y="330" width="1200" height="560" rx="230" fill="rgba(40,36,30,0.22)" transform="translate(26 30)"/>
    <path d="M330 600 L170 600" stroke="${C.ink}" stroke-width="16" stroke-linecap="round"/>
    <rect x="300" y="330" width="1200" height="560" rx="230" fill="${C.paper}"/>
    <rect x="330" y="360" width="1140" height="500" rx="200" fill="none" stroke="${C.beige}" stroke-width="4"/>
    <rect x="440" y="418" width="1000" height="384" rx="26" fill="#3A3733"/>
    ${cells}
    <rect x="440" y="418" width="1000" height="384" rx="26" fill="url(#glint)"/>
    <path d="M352 460 Q332 600 352 740" stroke="${C.orange}" stroke-width="10" stroke-linecap="round" fill="none"/>`,
  )
}

/** Pebble plugged in at a home wall charger at dusk; the cable glows orange. */
export function charging() {
  const W = 1800
  const H = 1200
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#D9D2C6"/>
        <stop offset="1" stop-color="#C7BEB0"/>
      </linearGradient>
      <radialGradient id="lamp" cx="0.5" cy="0" r="0.8">
        <stop offset="0" stop-color="#FFE3C2" stop-opacity="0.9"/>
        <stop offset="1" stop-color="#FFE3C2" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <g opacity="0.35">
      ${Array.from({ length: 18 }, (_, i) => `<rect x="${i * 104}" y="0" width="4" height="900" fill="#B3A999"/>`).join('')}
    </g>
    <path d="M1380 120 L1560 120 L1700 560 L1240 560 Z" fill="url(#lamp)" opacity="0.6"/>
    <rect x="1420" y="96" width="100" height="24" rx="12" fill="${C.ink}"/>
    <rect x="0" y="900" width="${W}" height="300" fill="#9C9283"/>
    <rect x="0" y="900" width="${W}" height="10" fill="#877D70"/>
    <rect x="1440" y="430" width="150" height="230" rx="36" fill="${C.paper}"/>
    <rect x="1440" y="430" width="150" height="230" rx="36" fill="none" stroke="#B8AE9F" stroke-width="3"/>
    <circle cx="1515" cy="500" r="16" fill="${C.orange}"/>
    <rect x="1478" y="560" width="74" height="8" rx="4" fill="#B8AE9F"/>
    <path d="M1515 660 C1515 860 1400 900 1200 900 C1050 900 1010 840 1020 740" stroke="${C.ink}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M1515 660 C1515 860 1400 900 1200 900 C1050 900 1010 840 1020 740" stroke="${C.orange}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.9"/>
    ${trailer({ x: 40, y: 454, length: 1180, id: 'ch', flip: true, shadow: 'rgba(40,36,30,0.35)' })}
    <rect x="1002" y="712" width="40" height="40" rx="10" fill="${C.ink}"/>
    <circle cx="1022" cy="732" r="8" fill="${C.orange}"/>`,
  )
}

/** Layered ridges fading into haze, no trailer: a calm backdrop for a title over the lower half. */
export function ridgePanorama() {
  const W = 2400
  const H = 1350
  const layers = [
    { base: 560, amp: 70, fill: '#D9C2AE' },
    { base: 660, amp: 80, fill: '#BFA18B' },
    { base: 770, amp: 80, fill: '#9A7E6B' },
    { base: 890, amp: 70, fill: '#6F5B4E' },
    { base: 1010, amp: 60, fill: '#4A3D35' },
    { base: 1140, amp: 50, fill: '#2E2723' },
  ]
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#CDBBA9"/>
        <stop offset="0.5" stop-color="#F4CBA8"/>
        <stop offset="1" stop-color="#F9DCC2"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1780" cy="470" r="96" fill="${C.orange}" fill-opacity="0.85"/>
    ${layers.map((l, i) => ridge({ width: W, base: l.base, amp: l.amp, seed: 100 + i, bottom: H, fill: l.fill, step: 70 })).join('')}`,
  )
}
