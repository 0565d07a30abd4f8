import type { Metadata } from 'next'

import { interTight } from '@/site/fonts'
import { NotFoundView } from '@/site/not-found/NotFoundView'
import '@/site/styles/globals.css'

export const metadata: Metadata = { title: 'Page not found · Pebble' }

/** 404 for URLs no route matches (the app has two root layouts: site and admin). */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={interTight.variable}>
      <body>
        <main id="main">
          <NotFoundView />
        </main>
      </body>
    </html>
  )
}
