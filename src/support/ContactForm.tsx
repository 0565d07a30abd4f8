'use client'

import { IntentLink } from '@/content/links/IntentLink'
import { Honeypot } from '@/kit/forms/Honeypot'
import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { ContactFields } from '@/kit/forms/fields/ContactFields'
import { SelectField } from '@/kit/forms/fields/SelectField'
import { TextArea, TextField } from '@/kit/forms/fields/TextField'
import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'

import { type ContactField, MESSAGE_MAX_LENGTH } from './fields'
import type { ContactState } from './form-state'

type Props = {
  action: (state: ContactState, formData: FormData) => Promise<ContactState>
  subjects: string[]
  /** The customer's own orders (portal only); without them there is no related-order field. */
  orders?: { number: string; label: string }[]
  initial?: Partial<Record<ContactField, string | boolean>>
  /** Ids must be unique on the page. */
  id?: string
}

/**
 * The contact form (reference notes): subject, name, e-mail, phone, ZIP, message, the mailing-list,
 * marketing and required privacy checkboxes, and in the portal a related order. Errors come back
 * per field and show under each one; it works before JavaScript loads too (a plain form post).
 */
export function ContactForm({ action, subjects, orders, initial = {}, id = 'contact' }: Props) {
  const { state, form } = useFormAction<ContactState>(action, idleState<ContactField>(initial))
  const s = (name: ContactField) => String(state.values[name] ?? '')
  const b = (name: ContactField) => state.values[name] === true
  const e = state.errors
  return (
    <form {...form} className={formStyles.form}>
      <div className={formStyles.grid}>
        <SelectField
          form={id}
          name="subject"
          label="Subject"
          required
          placeholder="Choose a subject"
          options={subjects.map((subject) => ({ value: subject, label: subject }))}
          defaultValue={s('subject')}
          error={e.subject}
        />
        {orders && orders.length > 0 && (
          <SelectField
            form={id}
            name="relatedOrder"
            label="Related order"
            placeholder="Not about a specific order"
            options={orders.map((order) => ({ value: order.number, label: order.label }))}
            defaultValue={s('relatedOrder')}
            error={e.relatedOrder}
          />
        )}
        <ContactFields form={id} values={state.values} errors={e} />
        <TextField
          form={id}
          name="zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          defaultValue={s('zip')}
          error={e.zip}
        />
        <div className={formStyles.wide}>
          <TextArea
            form={id}
            name="message"
            label="Message"
            required
            maxLength={MESSAGE_MAX_LENGTH}
            defaultValue={s('message')}
            error={e.message}
          />
        </div>
      </div>
      <Honeypot />
      <fieldset className={formStyles.fieldset}>
        <legend className="visually-hidden">Consent</legend>
        <CheckboxField
          form={id}
          name="mailingList"
          label="Join the mailing list"
          defaultChecked={b('mailingList')}
          error={e.mailingList}
        >
          Add me to the Pebble mailing list (road notes, once a month).
        </CheckboxField>
        <CheckboxField form={id} name="marketing" label="Marketing" defaultChecked={b('marketing')} error={e.marketing}>
          Pebble may contact me about offers, test-tow days and events.
        </CheckboxField>
        <CheckboxField
          form={id}
          name="privacy"
          label="Privacy"
          required
          defaultChecked={b('privacy')}
          error={e.privacy}
        >
          I have read the <IntentLink href="/privacy">privacy policy</IntentLink> and the{' '}
          <IntentLink href="/terms">terms</IntentLink>, and agree that Pebble stores my message to answer it.
        </CheckboxField>
      </fieldset>
      <SubmitBar label="Send message" busyLabel="Sending…" state={state} />
    </form>
  )
}
