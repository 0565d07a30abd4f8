'use client'

import useSWR from 'swr'

import type { PopupTarget } from '@/content/links/resolve'
import type { Page, Post } from '@/payload-types'
import { swrConfig } from '@/site/data/swr'

export type PopupAttributes = (Page | Post) & { slug: string; title: string }

async function fetchPopupData([, type, uid]: [string, PopupTarget['type'], string]): Promise<PopupAttributes> {
  const res = await fetch('/api/popup-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, uid }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(body.error ?? `Could not load ${type} "${uid}"`)
  return body.attributes
}

/** Fetches a page or post through POST /api/popup-data (SWR caches it: reopening does not refetch). */
export function usePopupData(target: PopupTarget | null) {
  return useSWR(target ? ['popup-data', target.type, target.uid] : null, fetchPopupData, {
    ...swrConfig,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
