'use client'

import { type ReactNode, useId, useState } from 'react'

import styles from './styles.module.css'

/**
 * A native, labelled <select> that shows one of the server-rendered panels. The panel area is a
 * polite live region, so a screen reader reads the new panel after a change.
 */
export function DropdownSwitcher({
  label,
  options,
  panels,
}: {
  label: string
  options: string[]
  panels: ReactNode[]
}) {
  const id = useId()
  const [index, setIndex] = useState(0)
  return (
    <>
      <div className={styles.control}>
        <label className={styles.label} htmlFor={`${id}-select`}>
          {label}
        </label>
        <div className={styles.selectWrap}>
          <select
            id={`${id}-select`}
            className={styles.select}
            value={index}
            aria-controls={`${id}-panel`}
            onChange={(event) => setIndex(Number(event.target.value))}
          >
            {options.map((option, i) => (
              <option key={i} value={i}>
                {option}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true" />
        </div>
      </div>
      <div id={`${id}-panel`} className={styles.live} aria-live="polite" data-index={index}>
        {panels[index]}
      </div>
    </>
  )
}
