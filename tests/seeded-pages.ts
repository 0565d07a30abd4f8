/**
 * The demo content's public pages, one of each kind (home, content pages, the block library, the
 * blog, a post, search): none shows a form. The first-load JS and layout-shift checks walk them.
 */
export const SEEDED_PUBLIC_PAGES = [
  '/',
  '/charging',
  '/spec-sheet',
  '/plumbing',
  '/our-story',
  '/reserve',
  '/blocks',
  '/blog',
  '/post/inside-the-45-kwh-pack',
  '/search?q=battery',
]
