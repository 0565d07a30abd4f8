import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './screen.module.css'

type Props = {
  eyebrow?: string
  title: string
  intro?: ReactNode
  /** A back link above the title (the My Pebble sub-pages lead back to My Pebble). */
  back?: { href: string; label: string }
  /** Something beside the title on wide screens (a status badge, a button). */
  aside?: ReactNode
  children: ReactNode
}

/** One portal screen: its heading and its content, at the portal's width. */
export function Screen({ eyebrow, title, intro, back, aside, children }: Props) {
  return (
    <div className={styles.screen}>
      <header className={styles.screenHeader}>
        {back && (
          <Link href={back.href} className={styles.back}>
            <span aria-hidden="true" className={styles.backArrow}>
              ←
            </span>{' '}
            {back.label}
          </Link>
        )}
        <div className={styles.titleRow}>
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1 className={styles.title}>{title}</h1>
          </div>
          {aside}
        </div>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {children}
    </div>
  )
}

/** A white panel with an optional heading. */
export function Card({
  title,
  id,
  children,
  className,
  headingLevel: Heading = 'h2',
  action,
}: {
  title?: string
  id?: string
  children: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3'
  action?: ReactNode
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={title ? headingId : undefined} id={id}>
      {(title || action) && (
        <div className={styles.cardHead}>
          {title && (
            <Heading id={headingId} className={styles.cardTitle}>
              {title}
            </Heading>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  )
}

export type Tone = 'neutral' | 'good' | 'attention' | 'muted'

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  )
}

/** A link styled as a button. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
}: {
  href: string
  children: ReactNode
  variant?: 'primary' | 'secondary'
}) {
  return (
    <Link href={href} className={styles.button} data-variant={variant}>
      {children}
    </Link>
  )
}

/** Two columns on wide screens (the main card wider than the side one), one column below 1024 px. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>
}
