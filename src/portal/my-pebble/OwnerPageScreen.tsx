import Link from 'next/link'
import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session/current-customer'
import { staffPreviewing } from '@/content/publishing/staff-session'
import { RichText } from '@/content/richtext/RichText'

import { getOwnerPage, listOwnerPages } from '../data'
import { portalPaths } from '@/kit/paths'
import { Card, Screen } from '@/kit/screen/Screen'
import styles from './faqs.module.css'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * /customer-portal/my-pebble/{slug}: an owner page — back arrow, title, subtitle, rich text
 * (reference notes) — and the rest of the owner reading. Staff previewing drafts see it here too.
 */
export async function OwnerPageScreen({ slug }: { slug: string }) {
  const reader = (await staffPreviewing()) ? 'staff-preview' : await requireCustomer(portalPaths.ownerPage(slug))
  const page = SLUG.test(slug) ? await getOwnerPage(reader, slug) : null
  if (!page) notFound()
  const others = (await listOwnerPages(reader)).filter((other) => other.id !== page.id)
  return (
    <Screen
      eyebrow="My Pebble"
      title={page.title}
      back={{ href: portalPaths.myPebble, label: 'My Pebble' }}
      intro={page.summary ? <p className={styles.subtitle}>{page.summary}</p> : undefined}
    >
      <div className={styles.ownerLayout}>
        <Card className={styles.ownerBody}>
          <RichText data={page.content} className="prose" />
        </Card>
        <Card title="More for owners" id="more-for-owners">
          <ul className={styles.more}>
            {others.map((other) => (
              <li key={other.id}>
                <Link href={portalPaths.ownerPage(other.slug)}>
                  {other.title} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
            <li>
              <Link href={portalPaths.faqs}>
                FAQs <span aria-hidden="true">→</span>
              </Link>
            </li>
            <li>
              <Link href={portalPaths.latestNews}>
                Latest news <span aria-hidden="true">→</span>
              </Link>
            </li>
          </ul>
        </Card>
      </div>
    </Screen>
  )
}
