import Link from 'next/link'

import { CMSLink } from '@/content/links/CMSLink'
import { getHeader } from '@/content/queries'

import styles from './SiteFooter.module.css'

export async function SiteFooter() {
  const header = await getHeader()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.title}>Take the long way home.</p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {header.links?.map((item, i) => (
              <li key={item.id ?? i}>
                <CMSLink link={item.link} appearance="text" />
              </li>
            ))}
            <li>
              <Link href="/team">Team</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.legal}>
          © {new Date().getFullYear()} Pebble Mobility, Inc. · <Link href="/privacy">Privacy</Link> · <Link href="/terms">Terms</Link>
        </p>
      </div>
    </footer>
  )
}
