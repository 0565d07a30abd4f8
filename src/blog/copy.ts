/** The blog's name and what it is about: its listings' headings and metadata. */
export const BLOG_TITLE = 'Blog'
export const BLOG_DESCRIPTION =
  'Notes from the road, the workshop and the people building Pebble, the electric travel trailer.'
