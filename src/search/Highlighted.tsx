import { markedParts } from '@/content/search/terms'

/**
 * Text from the search engine with its matched words in `<mark>`: every part is a React text node,
 * so a document's own characters (`<`, `&`, quotes) are always shown as text, never read as HTML.
 */
export function Highlighted({ text }: { text: string }) {
  return <>{markedParts(text).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
}
