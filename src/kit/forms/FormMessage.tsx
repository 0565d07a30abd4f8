import type { ReactNode } from 'react'

import styles from './forms.module.css'

/** A message about the whole form: an alert for problems, a status for good news. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info'
  children: ReactNode
  id?: string
}) {
  return (
    <div id={id} className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
