'use client'

import { useState } from 'react'

import type { Catalog, CatalogOption, CatalogTrim } from '@/commerce/catalog/types'
import { formatUSD } from '@/commerce/pricing/money'
import type { Selection } from '@/commerce/pricing/price'

import styles from './ConfigurationStep.module.css'
import parts from './FlowParts.module.css'
import { Dialog } from './Dialog'
import { Img } from '@/commerce/ui/Img'

type Props = {
  catalog: Catalog
  trim: CatalogTrim
  selection: Selection
  onChange: (selection: Selection) => void
  disabled: boolean
}

const trimDefaults = (trim: CatalogTrim): Selection => ({
  trim: trim.uid,
  color: (trim.colors.find((c) => c.isDefault) ?? trim.colors[0]).uid,
  options: trim.options.filter((o) => o.isDefault).map((o) => o.uid),
})

/** What an option card says about money: a kept default is included, a removed one saves its price, an addition costs it. */
function optionNote(option: CatalogOption, trim: CatalogTrim, checked = true) {
  if (option.selectable)
    return option.isDefault ? (checked ? 'Included' : `−${formatUSD(option.price)}`) : `+${formatUSD(option.price)}`
  return option.isDefault ? `Standard on ${trim.label}` : `Not available on ${trim.label}`
}

/** Step 1: trim, colour, then one section per option category. Every change goes to the URL; prices come from the server's quote. */
export function ConfigurationStep({ catalog, trim, selection, onChange, disabled }: Props) {
  const [slidesFor, setSlidesFor] = useState<CatalogTrim | null>(null)
  const [slide, setSlide] = useState(0)
  const [detailsFor, setDetailsFor] = useState<CatalogOption | null>(null)
  const colour = trim.colors.find((c) => c.uid === selection.color) ?? trim.colors[0]
  const chosen = new Set(selection.options)

  return (
    <>
      <section className={parts.section} aria-labelledby="trim-heading">
        <h2 id="trim-heading" className={parts.sectionTitle}>
          Trim
        </h2>
        <div className={styles.trimList} role="radiogroup" aria-labelledby="trim-heading">
          {catalog.trims.map((t) => (
            <div key={t.uid} className={styles.trimCard} data-selected={t.uid === trim.uid || undefined}>
              <label className={styles.trimLabel}>
                <input
                  type="radio"
                  name="trim"
                  value={t.uid}
                  checked={t.uid === trim.uid}
                  disabled={disabled}
                  onChange={() => onChange(trimDefaults(t))}
                  className={parts.radioInput}
                />
                <span className={styles.trimHead}>
                  <span className={styles.trimName}>{t.label}</span>
                  <span className={styles.trimPrice}>{formatUSD(t.price)}</span>
                </span>
                <span className={styles.trimText}>{t.description}</span>
              </label>
              {t.featureSlides.length > 0 && (
                <button
                  type="button"
                  className={`${parts.linkButton} ${styles.cardLink}`}
                  onClick={() => {
                    setSlide(0)
                    setSlidesFor(t)
                  }}
                >
                  What’s in {t.label}
                </button>
              )}
            </div>
          ))}
        </div>
      </section>

      <section className={parts.section} aria-labelledby="colour-heading">
        <h2 id="colour-heading" className={parts.sectionTitle}>
          Colour
        </h2>
        <div className={styles.swatches} role="radiogroup" aria-labelledby="colour-heading">
          {trim.colors.map((c) => (
            <label key={c.uid} className={styles.swatch} title={c.name}>
              <input
                type="radio"
                name="color"
                value={c.uid}
                checked={c.uid === colour.uid}
                disabled={disabled}
                onChange={() => onChange({ ...selection, color: c.uid })}
                className={parts.radioInput}
              />
              <span className={styles.swatchDot} style={{ background: c.swatch }} aria-hidden="true" />
              <span className="visually-hidden">
                {c.name}, {c.isDefault ? 'included' : `+${formatUSD(c.price)}`}
              </span>
            </label>
          ))}
        </div>
        <p className={styles.colourName}>
          <strong>{colour.name}</strong> <span>{colour.isDefault ? 'Included' : `+${formatUSD(colour.price)}`}</span>
        </p>
        <p className={parts.muted}>{colour.description}</p>
      </section>

      {catalog.categories.map((category) => {
        const options = trim.options.filter((o) => o.category === category)
        if (options.length === 0) return null
        const headingId = `category-${category.toLowerCase().replace(/\W+/g, '-')}`
        return (
          <section key={category} className={parts.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={parts.sectionTitle}>
              {category}
            </h2>
            <ul className={styles.optionList}>
              {options.map((o) => {
                const checked = chosen.has(o.uid)
                return (
                  <li
                    key={o.uid}
                    className={styles.optionCard}
                    data-selected={checked || undefined}
                    data-disabled={!o.selectable || undefined}
                  >
                    <label className={styles.optionLabel}>
                      <input
                        type="checkbox"
                        name="options"
                        value={o.uid}
                        checked={checked}
                        disabled={disabled || !o.selectable}
                        onChange={(e) =>
                          onChange({
                            ...selection,
                            options: trim.options
                              .filter((x) => (x.uid === o.uid ? e.target.checked : chosen.has(x.uid)))
                              .map((x) => x.uid),
                          })
                        }
                        className={styles.checkbox}
                      />
                      <Img image={o.image} sizes="96px" className={styles.optionImage} />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{o.name}</span>
                        <span className={styles.optionDescription}>{o.description}</span>
                        {!o.selectable && <span className={styles.optionNote}>{optionNote(o, trim)}</span>}
                      </span>
                      {o.selectable && <span className={styles.optionPrice}>{optionNote(o, trim, checked)}</span>}
                    </label>
                    {o.details && (
                      <button
                        type="button"
                        className={`${parts.linkButton} ${styles.cardLink}`}
                        onClick={() => setDetailsFor(o)}
                      >
                        Details<span className="visually-hidden"> about {o.name}</span>
                      </button>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}

      <Dialog
        open={!!slidesFor}
        onClose={() => setSlidesFor(null)}
        title={slidesFor ? `Pebble One ${slidesFor.label}` : ''}
        size="large"
      >
        {slidesFor && (
          <div className={styles.slides} aria-roledescription="carousel">
            <div
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${slidesFor.featureSlides.length}`}
            >
              <Img
                image={slidesFor.featureSlides[slide].image}
                sizes="(min-width: 1024px) 800px, 100vw"
                className={styles.slideImage}
              />
              <h3>{slidesFor.featureSlides[slide].title}</h3>
              <p>{slidesFor.featureSlides[slide].text}</p>
            </div>
            <div className={styles.slideNav}>
              <button
                type="button"
                className={parts.secondaryButton}
                disabled={slide === 0}
                onClick={() => setSlide((s) => s - 1)}
              >
                Previous
              </button>
              <span aria-live="polite">
                {slide + 1} / {slidesFor.featureSlides.length}
              </span>
              <button
                type="button"
                className={parts.secondaryButton}
                disabled={slide === slidesFor.featureSlides.length - 1}
                onClick={() => setSlide((s) => s + 1)}
              >
                Next
              </button>
            </div>
          </div>
        )}
      </Dialog>
      <Dialog open={!!detailsFor} onClose={() => setDetailsFor(null)} title={detailsFor?.details?.title ?? ''}>
        {detailsFor?.details && (
          <>
            <Img
              image={detailsFor.details.image}
              sizes="(min-width: 1024px) 560px, 100vw"
              className={styles.slideImage}
            />
            <p>{detailsFor.details.text}</p>
            <p className={parts.muted}>{optionNote(detailsFor, trim)}</p>
          </>
        )}
      </Dialog>
    </>
  )
}
