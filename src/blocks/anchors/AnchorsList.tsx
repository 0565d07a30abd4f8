'use client'

import { type MouseEvent, useEffect, useRef, useState } from 'react'

import { smoothScrollToY } from '@/kit/scroll/lenis'

import styles from './styles.module.css'

type Item = { id: string; label: string }

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The nearest scrolling ancestor (the side popup's panel), or null for the window. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node
  }
  return null
}

/** How far below the scroller's top a section lands: the sticky offset plus the bar itself. */
const barOffset = (nav: HTMLElement) => (parseFloat(getComputedStyle(nav).top) || 0) + nav.offsetHeight

/** A section counts as "in view" once its top is within this band under the bar. */
const BAND_PX = 24

/**
 * The bar's behaviour: a click scrolls smoothly to the section (through Lenis when it runs,
 * instantly under reduced motion) and moves focus there; an IntersectionObserver marks the
 * item of the section in view with aria-current.
 */
export function AnchorsList({ items }: { items: Item[] }) {
  const listRef = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState<string | null>(null)
  /** While a click's scroll runs, the observer does not change the current item. */
  const locked = useRef(false)
  const unlockTimer = useRef<number | undefined>(undefined)
  const ids = items.map((item) => item.id).join(' ')

  useEffect(() => {
    const nav = listRef.current?.closest('nav')
    const targets = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
    if (!nav || targets.length === 0) return
    let observer: IntersectionObserver | null = null
    const pick = () => {
      if (locked.current) return
      const line = nav.getBoundingClientRect().bottom + BAND_PX
      let found: string | null = null
      for (const target of targets) if (target.getBoundingClientRect().top <= line) found = target.id
      setCurrent(found)
    }
    const observe = () => {
      observer?.disconnect()
      const offset = Math.round(barOffset(nav))
      const bottom = Math.max(0, window.innerHeight - offset - BAND_PX)
      observer = new IntersectionObserver(pick, { rootMargin: `-${offset}px 0px -${bottom}px 0px` })
      for (const target of targets) observer.observe(target)
    }
    observe()
    window.addEventListener('resize', observe)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', observe)
    }
  }, [ids])

  // Keep the current item visible in the bar when it scrolls sideways (phones).
  useEffect(() => {
    const list = listRef.current
    const link = current ? list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`) : null
    if (!list || !link || list.scrollWidth <= list.clientWidth) return
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
    list.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }, [current])

  useEffect(() => () => window.clearTimeout(unlockTimer.current), [])

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = document.getElementById(id)
    const nav = listRef.current?.closest('nav')
    if (!target || !nav) return
    event.preventDefault()

    const instant = reducedMotion()
    const offset = barOffset(nav)
    const unlock = () => {
      window.clearTimeout(unlockTimer.current)
      locked.current = false
    }
    locked.current = true
    window.clearTimeout(unlockTimer.current)
    unlockTimer.current = window.setTimeout(unlock, instant ? 100 : 1600)
    setCurrent(id)

    const scroller = scrollerOf(target)
    if (scroller) {
      const top =
        scroller.scrollTop + target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - offset
      scroller.scrollTo({ top, behavior: instant ? 'auto' : 'smooth' })
    } else {
      // The page above the section can still change height while it scrolls (streamed parts of a
      // page just loaded are revealed in batches): where the scroll ends, land on the section again.
      const land = (retries: number) =>
        smoothScrollToY(window.scrollY + target.getBoundingClientRect().top - offset, {
          instant,
          onComplete: () =>
            retries > 0 && Math.abs(target.getBoundingClientRect().top - offset) > 2 ? land(retries - 1) : unlock(),
        })
      land(2)
    }
    window.history.replaceState(window.history.state, '', `#${id}`)

    // Focus follows, so the next Tab continues from the section (no outline on the section itself).
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1')
      target.style.outline = 'none'
      target.addEventListener(
        'blur',
        () => {
          target.removeAttribute('tabindex')
          target.style.removeProperty('outline')
        },
        { once: true },
      )
    }
    target.focus({ preventScroll: true })
  }

  return (
    <ul ref={listRef} className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            className={styles.link}
            href={`#${item.id}`}
            aria-current={current === item.id ? 'true' : undefined}
            onClick={(event) => onClick(event, item.id)}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
