import dynamic from 'next/dynamic'

import { isPreview } from '@/content/queries'

import styles from './PreviewBar.module.css'

// A chunk of its own: public visitors never load the live-preview listener.
const LiveRefresh = dynamic(() => import('./LiveRefresh').then((m) => m.LiveRefresh))

/** Shown only in preview: says drafts are visible, offers the one-click way out, and follows live edits from the admin. */
export async function PreviewBar() {
  if (!(await isPreview())) return null
  return (
    <div className={styles.bar} role="status">
      <span>Preview — you are seeing drafts.</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, so the page renders without drafts once the cookie is gone */}
      <a className={styles.exit} href="/preview/exit" data-preview-exit>
        Exit preview
      </a>
      <LiveRefresh />
    </div>
  )
}
