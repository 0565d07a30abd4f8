import { notFound } from 'next/navigation'

import { requireCustomer } from '@/auth/session'
import { RichText } from '@/content/richtext/RichText'

import { getOwnerPage } from '../data'
import { portalPaths } from '../routes'
import { Card, Screen } from '../ui/Screen'
import styles from './faqs.module.css'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** /customer-portal/my-pebble/{slug}: an owner page — back arrow, title, subtitle, rich text (reference notes). */
export async function OwnerPageScreen({ slug }: { slug: string }) {
  const customer = await requireCustomer(portalPaths.ownerPage(slug))
  const page = SLUG.test(slug) ? await getOwnerPage(customer, slug) : null
  if (!page) notFound()
  return (
    <Screen eyebrow="My Pebble" title={page.title} back={{ href: portalPaths.myPebble, label: 'My Pebble' }} intro={page.summary ? <p className={styles.subtitle}>{page.summary}</p> : undefined}>
      <Card className={styles.ownerBody}>
        <RichText data={page.content} className="prose" />
      </Card>
    </Screen>
  )
}
