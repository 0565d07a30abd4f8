/** A piece of the sentence: a word (maybe highlighted), the space between words, or a line break. */
export type SentencePiece =
  { kind: 'word'; text: string; highlight: boolean; index: number } | { kind: 'space' } | { kind: 'break' }

/**
 * Splits the editor's sentence into words for the scroll reveal. Words wrapped in *asterisks*
 * are highlighted; the asterisks are removed. Punctuation stays attached to its word, so
 * "*45 kWh*," never wraps before the comma. Line breaks the editor typed are kept.
 */
export function tokenizeSentence(text: string): { pieces: SentencePiece[]; words: number } {
  const pieces: SentencePiece[] = []
  let index = 0
  // Odd parts are the highlighted runs between asterisks; an unpaired asterisk stays as text.
  const parts = text.trim().split(/\*([^*]+)\*/)
  parts.forEach((part, p) => {
    const highlight = p % 2 === 1
    for (const chunk of part.split(/(\s+)/)) {
      if (!chunk) continue
      if (/^\s+$/.test(chunk)) {
        const last = pieces[pieces.length - 1]
        if (chunk.includes('\n')) pieces.push({ kind: 'break' })
        else if (last && last.kind !== 'space' && last.kind !== 'break') pieces.push({ kind: 'space' })
        continue
      }
      pieces.push({ kind: 'word', text: chunk, highlight, index: index++ })
    }
  })
  while (pieces.length && pieces[pieces.length - 1].kind !== 'word') pieces.pop()
  return { pieces, words: index }
}
