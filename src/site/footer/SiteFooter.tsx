import { CMSLink } from '@/content/links/CMSLink'
import { getFooter } from '@/content/queries'
import { SignupForm } from '@/newsletter/SignupForm'

import { CookieSettingsLink } from './CookieSettingsLink'
import styles from './SiteFooter.module.css'
import { SocialIcon } from './SocialIcon'

/** Footer from the `footer` global: title, link columns, newsletter, legal links (popup), social, cookie settings. */
export async function SiteFooter() {
  const footer = await getFooter()
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={styles.inner}>
        <div className={styles.top}>
          <p className={styles.title}>{footer.title}</p>
          <div className={styles.newsletter}>
            <h2 className={styles.columnTitle}>{footer.newsletterTitle}</h2>
            <SignupForm source="footer" tone="dark" />
          </div>
        </div>
        <div className={styles.columns}>
          {footer.columns?.map((column, i) => (
            <nav key={column.id ?? i} aria-label={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links?.map((item, j) => (
                  <li key={item.id ?? j}>
                    <CMSLink link={item.link} appearance="text" className={styles.link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <ul className={styles.bottomLinks}>
            <li>{footer.legal}</li>
            {footer.bottomLinks?.map((item, i) => (
              <li key={item.id ?? i}>
                <CMSLink link={item.link} appearance="text" className={styles.link} />
              </li>
            ))}
            <li>
              <CookieSettingsLink className={styles.link} />
            </li>
          </ul>
          {footer.social && footer.social.length > 0 && (
            <ul className={styles.social} aria-label="Pebble on social media">
              {footer.social.map((item, i) => (
                <li key={item.id ?? i}>
                  <a href={item.url} rel="noopener noreferrer" className={styles.socialLink} aria-label={item.network}>
                    <SocialIcon network={item.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  )
}
