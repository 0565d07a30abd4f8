import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './Confirmation.module.css'

/** A short page for a confirmation that cannot be shown (signed out, unknown order). */
export function ConfirmationMessage({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action: { href: string; label: string }
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{children}</p>
        <Link className={styles.primary} href={action.href} prefetch={false}>
          {action.label}
        </Link>
      </div>
    </div>
  )
}
