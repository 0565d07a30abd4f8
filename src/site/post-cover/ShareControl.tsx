'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { SHARE_CONFIRMATION_MS } from '@/config/constants'

import styles from './ShareControl.module.css'

// The settings read (SWR) loads when the menu first opens, not with the post.
const subscribeToNothing = () => () => {}

const EmailSharingText = dynamic(() => import('./EmailSharingText'), { ssr: false })

/** Share links for the current post: Facebook, X, LinkedIn, e-mail and copy-link ("Copied" for about 1.5 s). */
export function ShareControl({ title, path }: { title: string; path: string }) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [emailSharingText, setEmailSharingText] = useState('')

  // The page's absolute URL, once in the browser (the server renders the path).
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => null,
  )
  const url = origin ? new URL(path, origin).toString() : path

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), SHARE_CONFIRMATION_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false)
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const encoded = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const emailBody = encodeURIComponent(`${emailSharingText}\n\n${title}\n${url}`.trim())
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { name: 'X', href: `https://x.com/intent/post?url=${encoded}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { name: 'E-mail', href: `mailto:?subject=${text}&body=${emailBody}` },
  ]

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // Clipboard blocked (insecure context): fall back to a selection copy.
      const field = document.createElement('textarea')
      field.value = url
      document.body.appendChild(field)
      field.select()
      document.execCommand('copy')
      field.remove()
    }
    setCopied(true)
  }

  return (
    <div
      ref={rootRef}
      className={styles.share}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Share
      </button>
      {open && <EmailSharingText onText={setEmailSharingText} />}
      <ul id={menuId} className={styles.menu} hidden={!open} data-share-menu>
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target={link.name === 'E-mail' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={styles.item}
            >
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={copy}>
            Copy link
          </button>
        </li>
      </ul>
      <span className={styles.copied} role="status" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  )
}
