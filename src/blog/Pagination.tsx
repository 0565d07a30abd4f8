import { IntentLink } from '@/content/links/IntentLink'

import styles from './blog.module.css'

type Props = { page: number; totalPages: number; pathOf: (page: number) => string }

/** The page numbers to show: all of a short listing; else the first, the last and the current page's neighbours. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1)
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages))
  const sorted = [...shown].sort((a, b) => a - b)
  // A gap of one page shows that page rather than an ellipsis standing for it.
  return sorted.flatMap((n, i) =>
    i === 0 || n - sorted[i - 1] === 1 ? [n] : n - sorted[i - 1] === 2 ? [n - 1, n] : [null, n],
  )
}

/** Newer and older pages of a listing, and the page numbers, the current one marked for assistive technology. */
export function Pagination({ page, totalPages, pathOf }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {page > 1 ? (
        <IntentLink className={styles.step} href={pathOf(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Newer
        </IntentLink>
      ) : (
        <span className={styles.stepSpacer} />
      )}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.pageCurrent} aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {n}
                </span>
              ) : (
                <IntentLink className={styles.pageLink} href={pathOf(n)}>
                  <span className="visually-hidden">Page </span>
                  {n}
                </IntentLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <IntentLink className={styles.step} href={pathOf(page + 1)} rel="next">
          Older <span aria-hidden="true">→</span>
        </IntentLink>
      ) : (
        <span className={styles.stepSpacer} />
      )}
    </nav>
  )
}
