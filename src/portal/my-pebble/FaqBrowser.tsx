'use client'

import { type ReactNode, useState } from 'react'

import { AccordionItems } from '@/blocks/accordion/AccordionItems'

import styles from './faqs.module.css'

export type FaqItem = { id: number; question: string; tags: string[]; answer: ReactNode }

export const ALL = 'All'

/**
 * The FAQ filter bar ("All" plus every tag) over the site's accordion. Filtering happens in place:
 * toggle buttons with aria-pressed, a polite count for screen readers, and the choice kept in the
 * URL (?tag=…) without a reload so it can be shared or bookmarked.
 */
export function FaqBrowser({ items, tags, initialTag }: { items: FaqItem[]; tags: string[]; initialTag: string }) {
  const [active, setActive] = useState(tags.includes(initialTag) ? initialTag : ALL)
  const shown = active === ALL ? items : items.filter((item) => item.tags.includes(active))

  const choose = (tag: string) => {
    setActive(tag)
    const url = new URL(window.location.href)
    if (tag === ALL) url.searchParams.delete('tag')
    else url.searchParams.set('tag', tag)
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <div className={styles.browser}>
      <div className={styles.filters} role="group" aria-label="Filter questions by topic">
        {[ALL, ...tags].map((tag) => (
          <button
            key={tag}
            type="button"
            className={styles.filter}
            aria-pressed={active === tag}
            onClick={() => choose(tag)}
          >
            {tag}
          </button>
        ))}
      </div>
      <p className={styles.count} role="status">
        {active === ALL
          ? `${shown.length} questions`
          : `${shown.length} ${shown.length === 1 ? 'question' : 'questions'} about ${active}`}
      </p>
      {shown.length > 0 ? (
        <AccordionItems
          key={active}
          singleOpen={false}
          openFirst={false}
          headingLevel="h2"
          items={shown.map((item) => ({
            key: String(item.id),
            title: item.question,
            content: (
              <>
                {item.answer}
                {item.tags.length > 0 && (
                  <ul className={styles.tags} aria-label="Topics">
                    {item.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                )}
              </>
            ),
          }))}
        />
      ) : (
        <p className={styles.none}>No questions with this topic yet.</p>
      )}
    </div>
  )
}
