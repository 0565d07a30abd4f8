'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { Children, type KeyboardEvent, type ReactNode, useEffect, useState } from 'react'

import styles from './styles.module.css'

export type SliderClassNames = {
  /** The carousel region (wraps the slides and the controls). */
  root?: string
  viewport?: string
  slide?: string
  controls?: string
}

type Props = {
  /** The carousel's accessible name. */
  label: string
  /** The slides, rendered on the server; each child becomes one slide. */
  children: ReactNode
  loop?: boolean
  /** Dot buttons beside the "2 / 5" counter. */
  dots?: boolean
  /** `dark`: the controls sit over an image and are drawn light. */
  tone?: 'paper' | 'dark'
  classNames?: SliderClassNames
}

type Position = { index: number; count: number; canPrev: boolean; canNext: boolean }

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The one carousel of the slider blocks (Embla): swipe or drag, previous/next buttons, ArrowLeft and
 * ArrowRight while focus is inside, a "2 / 5" counter (announced politely) and optional dots.
 * Never moves on its own; under reduced motion it jumps instead of sliding.
 */
export function Slider({ label, children, loop = false, dots = false, tone = 'paper', classNames = {} }: Props) {
  const slides = Children.toArray(children)
  const total = slides.length
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start', containScroll: 'keepSnaps', duration: 28 })
  // keepSnaps: every slide is a snap (the last ones may share the end position), so the counter
  // always names the slide that is highlighted.
  const [position, setPosition] = useState<Position>({
    index: 0,
    count: total,
    canPrev: loop && total > 1,
    canNext: total > 1,
  })

  useEffect(() => {
    if (!api) return
    const update = () =>
      setPosition({
        index: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const jump = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const prev = () => {
    if (position.canPrev) api?.scrollPrev(jump())
  }
  const next = () => {
    if (position.canNext) api?.scrollNext(jump())
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowLeft') prev()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  const { index, count } = position
  return (
    <div
      className={[styles.region, classNames.root].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slider=""
      data-ready={api ? '' : undefined}
      data-tone={tone}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewportRef}
        className={[styles.viewport, classNames.viewport].filter(Boolean).join(' ')}
        // Focusable so keyboard users can reach the arrow keys even when no slide has a link.
        tabIndex={0}
        data-slider-viewport=""
      >
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={[styles.slide, classNames.slide].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
              data-selected={i === index ? '' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className={[styles.controls, classNames.controls].filter(Boolean).join(' ')}>
          <p className={styles.counter} aria-hidden="true" data-slider-counter="">
            <span className={styles.current}>{index + 1}</span> / {count}
          </p>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            Slide {index + 1} of {count}
          </p>
          {dots && (
            <div className={styles.dots} role="group" aria-label="Choose a slide">
              {Array.from({ length: count }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => api?.scrollTo(i, jump())}
                />
              ))}
            </div>
          )}
          <div className={styles.arrows}>
            {/* aria-disabled, not disabled: a button that disables itself under focus would drop the focus. */}
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              aria-disabled={!position.canPrev}
              onClick={prev}
              data-slider-prev=""
            >
              <Arrow direction="prev" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              aria-disabled={!position.canNext}
              onClick={next}
              data-slider-next=""
            >
              <Arrow direction="next" />
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
