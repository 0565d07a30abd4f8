import styles from './CMSLink.module.css'
import { IntentLink } from './IntentLink'
import { type LinkData, popupAttribute, popupTargetOf, resolveLinkHref } from './resolve'

type Props = {
  link: LinkData | null | undefined
  appearance?: 'primary' | 'secondary' | 'text'
  className?: string
}

/** A CMS link drawn as a button or a text link. No target: plain text, never a dead anchor. */
export function CMSLink({ link, appearance = 'primary', className }: Props) {
  if (!link?.title) return null
  const href = resolveLinkHref(link)
  const classes = [styles.link, styles[appearance], className].filter(Boolean).join(' ')
  if (!href) return <span className={classes}>{link.title}</span>
  if (/^(https?:)?\/\//.test(href) || href.startsWith('mailto:')) {
    return (
      <a className={classes} href={href} rel="noopener noreferrer">
        {link.title}
      </a>
    )
  }
  return (
    <IntentLink className={classes} href={href} data-popup={popupAttribute(popupTargetOf(link))}>
      {link.title}
    </IntentLink>
  )
}
