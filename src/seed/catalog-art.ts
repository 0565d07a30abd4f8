/**
 * Demo artwork for the catalog: the trailer in each colour on a studio backdrop, trim scenes and
 * option illustrations, as SVG rendered by sharp. Deterministic: a reseed draws the same images.
 */
const INK = '#282828'
const PAPER = '#F2EFE9'
const BEIGE = '#D7D1C6'
const ORANGE = '#FB7339'

/** Darkens (amount < 0) or lightens a hex colour. */
function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16)
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + (amount < 0 ? c : 255 - c) * amount)))
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`
}

/** The Pebble silhouette: a rounded teardrop body, a panoramic window, one axle. Drawn at (x, y), width w. */
function trailer(x: number, y: number, w: number, body: string, { solar = false, awning = false, rack = false } = {}) {
  const s = w / 1000
  const t = (px: number, py: number) => `${(x + px * s).toFixed(1)} ${(y + py * s).toFixed(1)}`
  const dark = shade(body, -0.35)
  const light = shade(body, 0.25)
  return `
  <ellipse cx="${x + 520 * s}" cy="${y + 452 * s}" rx="${470 * s}" ry="${26 * s}" fill="#000" opacity="0.18"/>
  <path d="M${t(60, 400)} C${t(40, 250)} ${t(120, 90)} ${t(330, 70)} L${t(760, 60)} C${t(900, 60)} ${t(980, 190)} ${t(975, 330)} L${t(970, 400)} Z" fill="${body}"/>
  <path d="M${t(60, 400)} L${t(970, 400)} L${t(968, 418)} L${t(70, 418)} Z" fill="${dark}"/>
  <path d="M${t(120, 170)} C${t(150, 120)} ${t(220, 100)} ${t(330, 96)} L${t(420, 94)} L${t(410, 230)} L${t(110, 240)} Z" fill="${INK}" opacity="0.85"/>
  <path d="M${t(130, 165)} C${t(160, 125)} ${t(220, 108)} ${t(300, 104)} L${t(290, 130)} C${t(220, 134)} ${t(170, 150)} ${t(150, 190)} Z" fill="#fff" opacity="0.25"/>
  <rect x="${x + 560 * s}" y="${y + 150 * s}" width="${120 * s}" height="${230 * s}" rx="${14 * s}" fill="${dark}" opacity="0.55"/>
  <rect x="${x + 740 * s}" y="${y + 140 * s}" width="${150 * s}" height="${80 * s}" rx="${16 * s}" fill="${INK}" opacity="0.8"/>
  <path d="M${t(330, 72)} L${t(760, 62)}" stroke="${light}" stroke-width="${6 * s}"/>
  ${solar ? `<path d="M${t(300, 66)} L${t(800, 56)} L${t(800, 48)} L${t(300, 58)} Z" fill="#1e2a3a"/><path d="M${t(380, 64)} L${t(380, 56)} M${t(480, 62)} L${t(480, 54)} M${t(580, 60)} L${t(580, 52)} M${t(680, 58)} L${t(680, 50)}" stroke="#5b7aa0" stroke-width="${3 * s}"/>` : ''}
  ${awning ? `<path d="M${t(470, 110)} L${t(720, 104)} L${t(760, 200)} L${t(440, 206)} Z" fill="${ORANGE}" opacity="0.92"/><path d="M${t(445, 206)} L${t(445, 400)} M${t(755, 200)} L${t(755, 400)}" stroke="${INK}" stroke-width="${5 * s}"/>` : ''}
  ${rack ? `<path d="M${t(975, 300)} L${t(1040, 300)} L${t(1040, 400)}" stroke="${INK}" stroke-width="${8 * s}" fill="none"/><circle cx="${x + 1020 * s}" cy="${y + 330 * s}" r="${44 * s}" stroke="${INK}" stroke-width="${5 * s}" fill="none"/>` : ''}
  <path d="M${t(60, 380)} L${t(-60, 410)} L${t(-80, 410)}" stroke="${INK}" stroke-width="${10 * s}" fill="none" stroke-linecap="round"/>
  <circle cx="${x + 500 * s}" cy="${y + 420 * s}" r="${62 * s}" fill="${INK}"/>
  <circle cx="${x + 500 * s}" cy="${y + 420 * s}" r="${30 * s}" fill="${shade(BEIGE, -0.2)}"/>`
}

/** The trailer in one colour on a soft studio backdrop (the configurator's main image). */
export function colourStudio(body: string, opts: { solar?: boolean; awning?: boolean } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1100" viewBox="0 0 1800 1100">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#FBF9F5"/><stop offset="1" stop-color="${BEIGE}"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(BEIGE, -0.05)}"/><stop offset="1" stop-color="${shade(BEIGE, -0.18)}"/></linearGradient>
  </defs>
  <rect width="1800" height="1100" fill="url(#bg)"/>
  <rect y="800" width="1800" height="300" fill="url(#floor)"/>
  ${trailer(380, 380, 1050, body, opts)}
</svg>`
}

/** A trim's scene: the trailer outdoors, the sky and land tinted by the trim. */
export function trimScene(
  sky: [string, string],
  land: string,
  body: string,
  opts: { solar?: boolean; awning?: boolean; rack?: boolean },
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <circle cx="1260" cy="240" r="90" fill="${PAPER}" opacity="0.8"/>
  <path d="M0 640 Q300 520 600 600 T1200 560 T1600 600 L1600 1000 L0 1000 Z" fill="${shade(land, 0.2)}"/>
  <path d="M0 760 Q400 690 800 740 T1600 720 L1600 1000 L0 1000 Z" fill="${land}"/>
  ${trailer(300, 380, 900, body, opts)}
</svg>`
}

/** An option illustration: a simple pictogram on a tinted card. */
export function optionArt(kind: string, tint: string) {
  const glyphs: Record<string, string> = {
    sun: `<circle cx="400" cy="270" r="90" fill="${ORANGE}"/>${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6
      return `<line x1="${400 + Math.cos(a) * 120}" y1="${270 + Math.sin(a) * 120}" x2="${400 + Math.cos(a) * 170}" y2="${270 + Math.sin(a) * 170}" stroke="${ORANGE}" stroke-width="14" stroke-linecap="round"/>`
    }).join('')}`,
    battery: `<rect x="260" y="180" width="260" height="170" rx="24" fill="none" stroke="${INK}" stroke-width="16"/><rect x="520" y="235" width="26" height="60" rx="8" fill="${INK}"/><rect x="284" y="204" width="150" height="122" rx="10" fill="${ORANGE}"/>`,
    plug: `<rect x="340" y="150" width="120" height="150" rx="26" fill="${INK}"/><rect x="360" y="110" width="18" height="50" fill="${INK}"/><rect x="422" y="110" width="18" height="50" fill="${INK}"/><path d="M400 300 L400 420" stroke="${INK}" stroke-width="18" stroke-linecap="round"/><path d="M390 200 L370 250 L405 250 L385 290" stroke="${ORANGE}" stroke-width="12" fill="none" stroke-linejoin="round"/>`,
    bike: `<circle cx="300" cy="320" r="80" fill="none" stroke="${INK}" stroke-width="14"/><circle cx="500" cy="320" r="80" fill="none" stroke="${INK}" stroke-width="14"/><path d="M300 320 L370 210 L470 210 L500 320 M370 210 L420 320 L470 210 M350 180 L395 180" stroke="${ORANGE}" stroke-width="14" fill="none" stroke-linejoin="round"/>`,
    awning: `<path d="M180 160 L620 160 L660 280 L140 280 Z" fill="${ORANGE}"/><path d="M150 280 L150 430 M650 280 L650 430" stroke="${INK}" stroke-width="14"/>`,
    tyre: `<circle cx="400" cy="270" r="150" fill="${INK}"/><circle cx="400" cy="270" r="70" fill="${BEIGE}"/>${Array.from(
      { length: 10 },
      (_, i) => {
        const a = (i * Math.PI) / 5
        return `<rect x="${400 + Math.cos(a) * 150 - 14}" y="${270 + Math.sin(a) * 150 - 14}" width="28" height="28" fill="${ORANGE}" transform="rotate(${(a * 180) / Math.PI} ${400 + Math.cos(a) * 150} ${270 + Math.sin(a) * 150})"/>`
      },
    ).join('')}`,
    rails: `<path d="M160 330 Q400 200 640 330" stroke="${INK}" stroke-width="20" fill="none"/><path d="M160 380 Q400 250 640 380" stroke="${ORANGE}" stroke-width="20" fill="none"/>`,
    hob: `<rect x="200" y="150" width="400" height="250" rx="28" fill="${INK}"/><circle cx="310" cy="275" r="70" fill="none" stroke="${ORANGE}" stroke-width="10"/><circle cx="490" cy="275" r="70" fill="none" stroke="${ORANGE}" stroke-width="10"/>`,
    floor: `${Array.from({ length: 5 }, (_, i) => `<path d="M${220 + i * 90} 400 C${190 + i * 90} 340 ${250 + i * 90} 300 ${220 + i * 90} 240 S${250 + i * 90} 160 ${220 + i * 90} 120" stroke="${ORANGE}" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('')}<rect x="160" y="400" width="480" height="30" rx="8" fill="${INK}"/>`,
    shade: `<rect x="230" y="130" width="340" height="280" rx="16" fill="none" stroke="${INK}" stroke-width="14"/><rect x="244" y="144" width="312" height="170" fill="${INK}"/><circle cx="400" cy="330" r="12" fill="${ORANGE}"/>`,
    dish: `<path d="M260 320 A150 150 0 0 1 520 170 Z" fill="${INK}"/><path d="M390 245 L470 180" stroke="${ORANGE}" stroke-width="12"/><path d="M350 320 L330 420 M430 320 L450 420" stroke="${INK}" stroke-width="14"/><path d="M540 130 a50 50 0 0 1 40 40 M560 100 a90 90 0 0 1 60 60" stroke="${ORANGE}" stroke-width="10" fill="none"/>`,
    climate: `<rect x="230" y="150" width="340" height="240" rx="30" fill="${INK}"/>${Array.from({ length: 5 }, (_, i) => `<line x1="270" y1="${200 + i * 36}" x2="530" y2="${200 + i * 36}" stroke="${BEIGE}" stroke-width="8"/>`).join('')}<path d="M400 250 L400 300 M375 275 L425 275" stroke="${ORANGE}" stroke-width="0"/>`,
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="540" viewBox="0 0 800 540"><rect width="800" height="540" fill="${tint}"/>${glyphs[kind] ?? glyphs.sun}</svg>`
}

/** The pickup point's map: streets, a park and a pin. */
export function pickupMap() {
  const streets = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${i * 110 - 40}" y1="0" x2="${i * 110 + 80}" y2="600" stroke="#fff" stroke-width="${i === 4 ? 18 : 8}"/>`,
  ).join('')
  const cross = Array.from(
    { length: 6 },
    (_, i) =>
      `<line x1="0" y1="${i * 110 + 30}" x2="1000" y2="${i * 110 - 10}" stroke="#fff" stroke-width="${i === 2 ? 18 : 8}"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600" viewBox="0 0 1000 600"><rect width="1000" height="600" fill="#E7E2D8"/><rect x="620" y="340" width="260" height="200" rx="20" fill="#CFD8C4"/>${streets}${cross}<path d="M500 250 c0 -60 -90 -60 -90 0 c0 50 45 90 45 130 c0 -40 45 -80 45 -130 Z" transform="translate(0 -20)" fill="${ORANGE}"/><circle cx="455" cy="232" r="16" fill="#fff"/></svg>`
}
