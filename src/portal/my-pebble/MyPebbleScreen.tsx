import Link from 'next/link'

import { requireCustomer } from '@/auth/session/current-customer'

import { Img } from '@/commerce/ui/Img'
import { changeRulesNow } from '@/commerce/changes/portal/change-view'
import { priceWithFee } from '@/commerce/pricing/total'

import { getCurrentOrder, imageOfMyOrder, listOwnerPages } from '../data'
import { formatUSD } from '@/commerce/pricing/money'
import { formatDate } from '../format'
import { OrderStatusBadge } from '../orders/OrderStatusBadge'
import { nextStepText, orderTimeline, secondDepositView } from '../orders/progress'
import { Timeline } from '../orders/Timeline'
import { portalPaths } from '@/kit/paths'
import { ButtonLink, Card, Screen } from '@/kit/screen/Screen'
import styles from './my-pebble.module.css'

/** /customer-portal/my-pebble: the customer's Pebble, where it stands, what comes next, and owner reading. */
export async function MyPebbleScreen() {
  const customer = await requireCustomer(portalPaths.myPebble)
  const [order, ownerPages, changeRules] = await Promise.all([
    getCurrentOrder(customer),
    listOwnerPages(customer),
    changeRulesNow(),
  ])
  const image = order ? await imageOfMyOrder(order) : null
  const firstName = customer.name.trim().split(/\s+/)[0]
  const deposit = order ? secondDepositView(order) : null

  return (
    <Screen
      eyebrow="My Pebble"
      title={order ? `Your Pebble One ${order.configuration.trim.label}` : `Welcome, ${firstName}`}
    >
      {order ? (
        <div className={styles.top}>
          <Card className={styles.product}>
            <div className={styles.productHead}>
              <div>
                <p className={styles.orderLine}>
                  Order <Link href={portalPaths.order(order.number)}>{order.number}</Link> · reserved{' '}
                  {formatDate(order.createdAt)}
                </p>
                <OrderStatusBadge order={order} />
              </div>
              <p className={styles.price}>
                <span className={styles.priceLabel}>Total price, with the fee</span>
                {formatUSD(priceWithFee(order.pricing))}
              </p>
            </div>
            <div className={styles.swatchRow}>
              {/* The trailer as configured, drawn as the build flow draws it (the colour's own picture). */}
              <Img image={image} sizes="(min-width: 1024px) 320px, 100vw" className={styles.trailer} priority />
              <dl className={styles.config}>
                <div>
                  <dt>Trim</dt>
                  <dd>{order.configuration.trim.label}</dd>
                </div>
                <div>
                  <dt>Color</dt>
                  <dd>{order.configuration.color.name}</dd>
                </div>
                <div className={styles.optionsItem}>
                  <dt>Options</dt>
                  <dd>
                    {(order.configuration.options ?? [])
                      .filter((o) => o.change !== 'removed')
                      .map((o) => o.name)
                      .join(', ') || 'None'}
                  </dd>
                </div>
              </dl>
            </div>
            <h2 className={styles.sectionTitle}>Progress</h2>
            <Timeline steps={orderTimeline(order, changeRules)} />
          </Card>
          <Card title="What happens next" className={styles.next}>
            <p className={styles.nextText}>{nextStepText(order)}</p>
            {deposit?.kind === 'due' && (
              <div className={styles.due}>
                <p>
                  Second deposit <strong>{formatUSD(deposit.amount)}</strong>
                  {deposit.dueDate ? (
                    <>
                      {' '}
                      due by <strong>{formatDate(deposit.dueDate)}</strong>
                    </>
                  ) : null}
                </p>
                <ButtonLink href={portalPaths.secondDeposit}>Pay the second deposit</ButtonLink>
              </div>
            )}
            <p className={styles.nextLinks}>
              <Link href={portalPaths.order(order.number)}>Order details</Link>
              <Link href={portalPaths.contact}>Ask the owner team</Link>
            </p>
          </Card>
        </div>
      ) : (
        <Card className={styles.invite}>
          <h2 className={styles.inviteTitle}>You have not reserved a Pebble yet</h2>
          <p>
            Choose your trim, colour and options, see the full price and a payment estimate, then hold your place in
            line with a $250 deposit.
          </p>
          <ButtonLink href="/build">Build your Pebble</ButtonLink>
        </Card>
      )}

      <section className={styles.reading} aria-labelledby="owner-reading">
        <h2 id="owner-reading" className={styles.readingTitle}>
          For owners
        </h2>
        <ul className={styles.tiles}>
          {ownerPages.map((page) => (
            <li key={page.id}>
              <Link href={portalPaths.ownerPage(page.slug)} className={styles.tile}>
                <span className={styles.tileTitle}>{page.title}</span>
                {page.summary && <span className={styles.tileText}>{page.summary}</span>}
                <span className={styles.tileArrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={portalPaths.faqs} className={`${styles.tile} ${styles.tileDark}`}>
              <span className={styles.tileTitle}>FAQs</span>
              <span className={styles.tileText}>Charging, towing, deposits and delivery — answered.</span>
              <span className={styles.tileArrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
          <li>
            <Link href={portalPaths.latestNews} className={`${styles.tile} ${styles.tileOrange}`}>
              <span className={styles.tileTitle}>Latest news</span>
              <span className={styles.tileText}>Notes for owners from the team and the road.</span>
              <span className={styles.tileArrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </Screen>
  )
}
