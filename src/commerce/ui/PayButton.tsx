'use client'

import { useState } from 'react'

/** A submit button that disables itself once pressed: one click, one charge attempt. */
export function PayButton({ label, className }: { label: string; className?: string }) {
  const [pending, setPending] = useState(false)
  return (
    <button
      type="submit"
      className={className ?? 'pay-button'}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault()
        else setPending(true)
      }}
    >
      {pending ? 'Processing…' : label}
    </button>
  )
}
