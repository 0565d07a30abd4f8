/** The block's own CSS-module classes for the header's parts (a block's `styles` object fits). */
export type BlockHeaderClasses = {
  readonly header?: string
  readonly eyebrow?: string
  readonly title?: string
  readonly intro?: string
}

type BlockHeaderProps = {
  eyebrow?: string | null
  title?: string | null
  intro?: string | null
  /** The title's `id`, for the section's `aria-labelledby`. */
  titleId?: string
  classes: BlockHeaderClasses
  /** The block's title field is required: the header and its `<h2>` always render. */
  titleRequired?: boolean
  /** Eyebrow and title grouped in a `<div>`, so the intro can sit beside them on wide screens. */
  split?: boolean
}

/**
 * A section's header: the small eyebrow line, the `<h2>` title and the intro paragraph, each shown
 * only when it has text (the title always, when `titleRequired`); nothing at all when none has.
 * Each block styles it with its own classes.
 */
export function BlockHeader({
  eyebrow,
  title,
  intro,
  titleId,
  classes,
  titleRequired = false,
  split = false,
}: BlockHeaderProps) {
  if (!eyebrow && !title && !intro && !titleRequired) return null
  const heading = (
    <>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      {(title || titleRequired) && (
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
      )}
    </>
  )
  return (
    <header className={classes.header}>
      {split ? <div>{heading}</div> : heading}
      {intro && <p className={classes.intro}>{intro}</p>}
    </header>
  )
}
