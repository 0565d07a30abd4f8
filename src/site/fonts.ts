import localFont from 'next/font/local'

/**
 * Inter Tight, self-hosted: no request leaves the site for fonts. The Latin variable font of
 * `@fontsource-variable/inter-tight`, cut to the weights 400-900 and the OpenType features the site
 * uses (scripts/fonts/subset-inter-tight.sh): 31 kB instead of 45 kB, preloaded by next/font.
 */
export const interTight = localFont({
  src: './fonts/inter-tight-latin-wght-400-900.woff2',
  variable: '--font-inter-tight',
  weight: '400 900',
  display: 'swap',
})
