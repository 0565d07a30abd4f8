'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useTransition } from 'react'

import { MAX_QUERY_LENGTH } from '@/content/search/terms'
import { sitePaths } from '@/kit/paths'

import styles from './SearchPage.module.css'

/** How long typing must pause before the results follow. */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * The search form of /search. Without JavaScript it is a plain GET form (the server renders the
 * results). With it, the results follow the reader's typing: after a pause of SEARCH_DEBOUNCE_MS
 * the URL is replaced (no history entry per keystroke) and the server renders the new results.
 */
export function LiveSearchForm({ query }: { query: string }) {
  const router = useRouter()
  const [value, setValue] = useState(query)
  const [pending, startTransition] = useTransition()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inputId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (next: string) => {
    clearTimeout(timer.current)
    const href = sitePaths.searchFor(next.trim())
    startTransition(() => router.replace(href, { scroll: false }))
  }

  return (
    <form
      role="search"
      action={sitePaths.search}
      method="get"
      className={styles.form}
      data-pending={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        show(value)
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Search pages and posts
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Battery, solar, plumbing…"
          onChange={(event) => {
            const next = event.target.value
            setValue(next)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => show(next), SEARCH_DEBOUNCE_MS)
          }}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
    </form>
  )
}
