import type { Metadata } from 'next'

import { PublicContactPage } from '@/support/PublicContactPage'

export const metadata: Metadata = {
  title: 'Contact · Pebble',
  description: 'Questions about Pebble One, reservations or a test tow? Write to the Pebble team.',
}

export default function ContactPage() {
  return <PublicContactPage />
}
