'use client'

import { useEffect } from 'react'
import useSWR from 'swr'

import { swrConfig } from '@/site/data/swr'

const fetchSettings = (url: string) => fetch(url).then((res) => res.json() as Promise<{ emailSharingText?: string }>)

/**
 * Reads the e-mail sharing text (GET /api/get-settings, through SWR) and hands it to the share
 * menu. Rendered only while the menu is open, and loaded then (ShareControl imports it lazily):
 * SWR is not part of a post's first-load JavaScript.
 */
export default function EmailSharingText({ onText }: { onText: (text: string) => void }) {
  const { data } = useSWR('/api/get-settings', fetchSettings, swrConfig)
  const text = data?.emailSharingText
  useEffect(() => {
    if (text !== undefined) onText(text)
  }, [text, onText])
  return null
}
