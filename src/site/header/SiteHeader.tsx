import Link from 'next/link'

import { CMSLink } from '@/content/links/CMSLink'
import { getHeader } from '@/content/queries'

import { Logo } from './Logo'
import styles from './SiteHeader.module.css'

/**
 * Logo, navigation and the pre-order CTA from the `header` global.
 * A page asks for the white variant by rendering `data-header-variant="white"`; CSS does the rest.
 */
export async function SiteHeader() {
  const header = await getHeader()
  return (
    <header className={styles.header} data-site-header>
      <Link href="/" className={styles.logo} aria-label="Pebble home">
        <Logo />
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <ul>
          {header.links?.map((item, i) => (
            <li key={item.id ?? i}>
              <CMSLink link={item.link} appearance="text" className={styles.navLink} />
            </li>
          ))}
        </ul>
      </nav>
      <CMSLink link={header.cta} appearance="primary" className={styles.cta} />
    </header>
  )
}
