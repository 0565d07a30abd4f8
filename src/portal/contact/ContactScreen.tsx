import { requireCustomer } from '@/auth/session/current-customer'
import { ContactForm } from '@/support/ContactForm'
import { getContactSubjects } from '@/support/settings'

import { listMyOrders, listMySupportRequests } from '../data'
import { configurationSummary } from '../format'
import { portalPaths } from '@/kit/paths'
import { Card, Columns, Screen } from '@/kit/screen/Screen'
import { sendPortalMessage } from './actions'
import { RequestList } from './RequestList'

/** /customer-portal/contact: write to the owner team (prefilled from the account) and follow past messages. */
export async function ContactScreen() {
  const customer = await requireCustomer(portalPaths.contact)
  const [orders, requests, subjects] = await Promise.all([
    listMyOrders(customer),
    listMySupportRequests(customer),
    getContactSubjects(),
  ])
  return (
    <Screen
      eyebrow="Contact"
      title="Write to the owner team"
      intro={<p>A person reads every message and answers within one working day, by e-mail or phone.</p>}
    >
      <Columns>
        <Card title="New message" id="new-message">
          <ContactForm
            id="portal-contact"
            action={sendPortalMessage}
            subjects={subjects}
            orders={orders.map((order) => ({
              number: order.number,
              label: `${order.number} — ${configurationSummary(order).split(' · ').slice(0, 2).join(' · ')}`,
            }))}
            initial={{
              name: customer.name,
              email: customer.email,
              phone: customer.phone ?? '',
              zip: customer.address?.zip ?? '',
            }}
          />
        </Card>
        <Card title="Your messages" id="past-messages">
          <RequestList requests={requests} />
        </Card>
      </Columns>
    </Screen>
  )
}
