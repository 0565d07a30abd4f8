import { useId } from 'react'

import { sitePaths } from '@/kit/paths'

import styles from './SiteHeader.module.css'

/**
 * The header's search box: a plain GET form to /search, so it needs no JavaScript of its own (the
 * live results are /search's). In the bar on wide screens, in the burger menu's panel below 1200 px.
 */
export function HeaderSearch({ placement }: { placement: 'bar' | 'panel' }) {
  const id = useId()
  return (
    <form
      role="search"
      action={sitePaths.search}
      method="get"
      className={placement === 'bar' ? styles.search : styles.panelSearch}
    >
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input id={id} className={styles.searchInput} type="search" name="q" placeholder="Search" enterKeyHint="search" />
      <button type="submit" className={styles.searchButton}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
