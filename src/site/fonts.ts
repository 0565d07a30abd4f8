import localFont from 'next/font/local'

/** Inter Tight, self-hosted from its npm package: no request leaves the site for fonts. */
export const interTight = localFont({
  src: '../../node_modules/@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2',
  variable: '--font-inter-tight',
  weight: '100 900',
  display: 'swap',
})
