'use client'

import type { PopupTarget } from '@/content/links/resolve'
import type { Page, Post } from '@/payload-types'
import { ContentPage } from '@/site/page/ContentPage'
import { PostArticle } from '@/site/post-cover/PostArticle'

import styles from './PopupContent.module.css'
import type { PopupAttributes as Attributes } from './usePopupData'

export function PopupContent({ target, data, error }: { target: PopupTarget; data?: Attributes; error?: Error }) {
  if (error) {
    return (
      <p className={styles.message} role="alert">
        Sorry, this could not be loaded. Please try again.
      </p>
    )
  }
  if (!data) {
    return (
      <p className={styles.message} role="status">
        Loading…
      </p>
    )
  }
  if (target.type === 'post') return <PostArticle post={data as Post} />
  return <ContentPage page={data as Page} inPopup />
}
