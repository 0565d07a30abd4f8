import type { CSSProperties, ReactNode } from 'react'

import type { BigSentenceBlock as BigSentenceData } from '@/payload-types'
import { anchorIdOf } from '@/blocks/_shared/anchor'

import styles from './styles.module.css'
import { type SentencePiece, tokenizeSentence } from './tokenize'

const backgroundClass: Record<BigSentenceData['background'], string | undefined> = {
  paper: styles.paper,
  beige: styles.beige,
  ink: styles.ink,
}

const revealClass: Record<BigSentenceData['reveal'], string | undefined> = {
  word: styles.byWord,
  line: styles.byLine,
  none: undefined,
}

/**
 * One large statement revealed word by word (or line by line) as the visitor scrolls.
 * The reveal is a CSS scroll-driven animation only: no client JavaScript, and the sentence is
 * fully readable without support for it or with reduced motion.
 */
export function BigSentence({ block }: { block: BigSentenceData }) {
  const { pieces, words } = tokenizeSentence(block.text ?? '')
  const reveal = block.reveal ?? 'word'
  const classes = [styles.section, backgroundClass[block.background ?? 'paper'], revealClass[reveal]]
    .filter(Boolean)
    .join(' ')

  // Highlighted words are grouped so a run of them is one <em>.
  const nodes: ReactNode[] = []
  let run: ReactNode[] | null = null
  const flush = () => {
    if (run)
      nodes.push(
        <em key={`em-${nodes.length}`} className={styles.highlight}>
          {run}
        </em>,
      )
    run = null
  }
  pieces.forEach((piece: SentencePiece, i) => {
    if (piece.kind === 'word') {
      const progress = words > 1 ? piece.index / (words - 1) : 0
      const word = (
        <span key={i} className={styles.word} style={{ '--p': progress.toFixed(4) } as CSSProperties}>
          {piece.text}
        </span>
      )
      if (piece.highlight) (run ??= []).push(word)
      else {
        flush()
        nodes.push(word)
      }
    } else {
      // A space inside a highlighted run stays inside the <em>.
      const next = pieces[i + 1]
      const node = piece.kind === 'space' ? ' ' : <br key={i} />
      if (run && piece.kind === 'space' && next?.kind === 'word' && next.highlight) run.push(node)
      else {
        flush()
        nodes.push(node)
      }
    }
  })
  flush()

  return (
    <section className={classes} data-block="big-sentence" id={anchorIdOf(block)} data-reveal={reveal}>
      <div className={styles.inner}>
        {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
        <p className={styles.sentence}>{nodes}</p>
      </div>
    </section>
  )
}
