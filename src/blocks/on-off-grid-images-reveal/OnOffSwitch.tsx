'use client'

import { type ReactNode, useId, useState } from 'react'

import styles from './styles.module.css'

type Props = {
  label: string
  onText: string
  offText: string
  initial: 'on' | 'off'
  /** The block's heading, above the switch. */
  header?: ReactNode
  /** The server-rendered grid; CSS shows the "on" or "off" image of every pair from `data-state`. */
  children: ReactNode
}

/** The one on/off switch of the block. Only the state lives here; the images swap in CSS. */
export function OnOffSwitch({ label, onText, offText, initial, header, children }: Props) {
  const [on, setOn] = useState(initial === 'on')
  const id = useId()
  return (
    <div className={styles.scope} data-state={on ? 'on' : 'off'}>
      {header}
      <div className={styles.toolbar}>
        <div className={styles.control}>
          <label className={styles.switchLabel} htmlFor={`${id}-switch`} id={`${id}-label`}>
            {label}
          </label>
          <button
            id={`${id}-switch`}
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${id}-label`}
            className={styles.switch}
            onClick={() => setOn((value) => !value)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span className={styles.state} aria-hidden="true">
              {on ? onText : offText}
            </span>
          </button>
        </div>
      </div>
      {children}
    </div>
  )
}
