import { formatDelta, formatUSD } from '@/commerce/pricing/money'
import type { Quote } from '@/commerce/pricing/quote'

import parts from './FlowParts.module.css'

/** The summary lines, exactly as the server priced them: trim, "Color: …", each listed option, total. */
export function PriceLines({ quote }: { quote: Quote }) {
  return (
    <dl className={parts.lines}>
      <div className={parts.line}>
        <dt>{quote.trim.label} trim</dt>
        <dd>{formatUSD(quote.trim.price)}</dd>
      </div>
      <div className={parts.line}>
        <dt>Color: {quote.color.name}</dt>
        <dd>{formatDelta(quote.color.price)}</dd>
      </div>
      {quote.options.map((o) => (
        <div key={o.uid} className={parts.line} data-removed={o.change === 'removed' || undefined}>
          <dt>
            {o.change === 'removed' ? <s>{o.name}</s> : o.name}
            {o.change === 'removed' && <span className="visually-hidden"> (removed)</span>}
          </dt>
          <dd>{formatDelta(o.priceDelta)}</dd>
        </div>
      ))}
      <div className={`${parts.line} ${parts.totalLine}`}>
        <dt>Total price</dt>
        <dd data-testid="total-price">{formatUSD(quote.total)}</dd>
      </div>
    </dl>
  )
}
