'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Marks the step being read: the one crossing a thin band across the middle of the screen. The
 * steps and images are server-rendered children; CSS shows the image whose index matches
 * `data-active-step`. Only the index lives here.
 */
export function StickySteps({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)

  useEffect(() => {
    const steps = ref.current?.querySelectorAll<HTMLElement>('[data-step]')
    if (!steps?.length) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.step))
      },
      { rootMargin: '-45% 0px -45% 0px' },
    )
    steps.forEach((step) => observer.observe(step))
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={ref} className={className} data-active-step={active}>
      {children}
    </div>
  )
}
