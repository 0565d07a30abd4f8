import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './card-form.module.css'

type Props = {
  eyebrow: string
  title: string
  intro?: ReactNode
  children: ReactNode
  /** Links under the card, e.g. "New here? Create an account". */
  footer?: { text: string; href: string; label: string }[]
}

/** The frame every sign-in page shares: a title and one card on the site's paper background. */
export function CardPage({ eyebrow, title, intro, children, footer }: Props) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <div className={styles.column}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        <div className={styles.card}>{children}</div>
        {footer?.length ? (
          <ul className={styles.footer}>
            {footer.map((item) => (
              <li key={item.href}>
                {item.text}{' '}
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
