import { HONEYPOT_FIELD } from './honeypot'
import styles from './forms.module.css'

/** The field people never see and naive bots fill in; every public form has one (its action checks it). */
export function Honeypot({ className = styles.honeypot }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
