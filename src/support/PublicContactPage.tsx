import { IntentLink } from '@/content/links/IntentLink'
import { portalPaths } from '@/kit/paths'
import { Card, Columns, Screen } from '@/kit/screen/Screen'

import { sendContactMessage } from './actions'
import { ContactForm } from './ContactForm'
import styles from './PublicContactPage.module.css'
import { getContactSubjects } from './settings'

/** /contact: the same form for anyone, without an account (not prefilled, no related order). */
export async function PublicContactPage() {
  const subjects = await getContactSubjects()
  return (
    <Screen
      eyebrow="Contact"
      title="Talk to the Pebble team"
      intro={
        <p>
          Questions about Pebble One, reservations or a test tow? A person reads every message and answers within one
          working day.
        </p>
      }
    >
      <Columns>
        <Card>
          <ContactForm id="contact" action={sendContactMessage} subjects={subjects} />
        </Card>
        <div className={styles.side}>
          <Card title="Already reserved?" id="owners">
            <p className={styles.text}>
              Write from your owner portal instead: your details are filled in, you can pick the order it is about, and
              you can follow the answer there.
            </p>
            <IntentLink className={styles.link} href={portalPaths.contact}>
              Go to the owner portal <span aria-hidden="true">→</span>
            </IntentLink>
          </Card>
          <Card title="Before you write" id="before">
            <ul className={styles.list}>
              <li>
                <IntentLink href="/reserve">How reservations and deposits work</IntentLink>
              </li>
              <li>
                <IntentLink href="/charging">Charging at home and on the road</IntentLink>
              </li>
              <li>
                <IntentLink href="/spec-sheet">The full spec sheet</IntentLink>
              </li>
            </ul>
          </Card>
        </div>
      </Columns>
    </Screen>
  )
}
