import { Card, Screen } from '@/portal/ui/Screen'

import { sendContactMessage } from './actions'
import { ContactForm } from './ContactForm'
import { getContactSubjects } from './settings'

/** /contact: the same form for anyone, without an account (not prefilled, no related order). */
export async function PublicContactPage() {
  const subjects = await getContactSubjects()
  return (
    <Screen eyebrow="Contact" title="Talk to the Pebble team" intro={<p>Questions about Pebble One, reservations or a test tow? A person reads every message and answers within one working day.</p>}>
      <div style={{ maxWidth: 820 }}>
        <Card>
          <ContactForm id="contact" action={sendContactMessage} subjects={subjects} />
        </Card>
      </div>
    </Screen>
  )
}
