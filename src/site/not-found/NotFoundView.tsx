import styles from './NotFoundView.module.css'

/** The 404 page body, shared by the site's not-found page and the global one. */
export function NotFoundView() {
  return (
    <section className={styles.wrap} data-not-found>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>This road doesn’t go anywhere.</h1>
      <p className={styles.text}>The page you were looking for has moved or never existed.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the global 404 renders outside the app router */}
      <a className={styles.home} href="/">
        Back to the start
      </a>
    </section>
  )
}
