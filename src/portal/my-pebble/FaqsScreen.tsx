import { requireCustomer } from '@/auth/session/current-customer'
import { RichText } from '@/content/richtext/RichText'

import { listFaqs } from '../data'
import { portalPaths } from '@/kit/paths'
import { Screen } from '@/kit/screen/Screen'
import { FaqBrowser } from './FaqBrowser'
import styles from './faqs.module.css'
import { tagsOf } from './tags'

/** /customer-portal/my-pebble/faqs: owners' questions, filtered by topic. */
export async function FaqsScreen({ tag }: { tag: string }) {
  const customer = await requireCustomer(tag ? `${portalPaths.faqs}?tag=${encodeURIComponent(tag)}` : portalPaths.faqs)
  const faqs = await listFaqs(customer)
  const items = faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    tags: faq.tags ?? [],
    answer: <RichText data={faq.answer} className={`prose ${styles.answer}`} />,
  }))
  return (
    <Screen
      eyebrow="My Pebble"
      title="FAQs"
      back={{ href: portalPaths.myPebble, label: 'My Pebble' }}
      intro={<p>What owners-to-be ask us most. Can’t find yours? Write to the owner team from Contact.</p>}
    >
      <FaqBrowser items={items} tags={tagsOf(faqs)} initialTag={tag} />
    </Screen>
  )
}
