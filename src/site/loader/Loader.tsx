import { Logo } from '../header/Logo'
import styles from './Loader.module.css'

/**
 * Full-screen loader on the first load: it lives in the root layout, which client-side
 * navigations never re-render, and fades out by CSS about 200 ms after start (no JavaScript).
 */
export function Loader() {
  return (
    <div className={styles.loader} aria-hidden="true" data-loader>
      <Logo className={styles.mark} />
    </div>
  )
}
