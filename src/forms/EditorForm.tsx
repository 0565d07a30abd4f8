'use client'

import type { ReactNode } from 'react'

import { CheckboxField } from '@/kit/forms/fields/CheckboxField'
import { EmailField } from '@/kit/forms/fields/EmailField'
import { SelectField } from '@/kit/forms/fields/SelectField'
import { TextArea, TextField } from '@/kit/forms/fields/TextField'
import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { Honeypot } from '@/kit/forms/Honeypot'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'

import { submitEditorForm } from './actions'
import { type FormDefinition, type FormFieldDef, LENGTH_CAPS } from './definition'
import type { EditorFormState } from './form-state'
import styles from './EditorForm.module.css'

type Props = {
  definition: FormDefinition
  /** The editor's confirmation message, rendered on the server; shown in place of the form once sent. */
  confirmation?: ReactNode
  /** Unique on the page: prefixes the fields' ids. */
  id: string
}

const initialValues = (definition: FormDefinition) =>
  Object.fromEntries(
    definition.fields.map((f) => [f.name, f.kind === 'checkbox' ? f.defaultValue === 'on' : f.defaultValue]),
  )

/**
 * A form an editor built in the admin (Forms), drawn with the kit's fields so it looks like the
 * contact form. Posts to a server action, so it works before JavaScript loads; each field's error
 * shows beside it, and once accepted the editor's confirmation replaces the form.
 */
export function EditorForm({ definition, confirmation, id }: Props) {
  const { state, form } = useFormAction<EditorFormState>(submitEditorForm, idleState<string>(initialValues(definition)))
  if (state.status === 'success')
    return (
      <div className={styles.confirmation} role="status" data-form-confirmation>
        {confirmation ?? <p>{state.message}</p>}
      </div>
    )
  const field = (f: FormFieldDef) => {
    const value = state.values[f.name]
    const common = { form: id, name: f.name, label: f.label, required: f.required, error: state.errors[f.name] }
    switch (f.kind) {
      case 'textarea':
        return <TextArea {...common} maxLength={LENGTH_CAPS.textarea} defaultValue={String(value ?? '')} />
      case 'checkbox':
        return <CheckboxField {...common} defaultChecked={value === true} />
      case 'select':
      case 'state':
        return (
          <SelectField
            {...common}
            options={f.options}
            placeholder={f.placeholder || (f.kind === 'state' ? 'Choose a state' : 'Choose one')}
            defaultValue={String(value ?? '')}
          />
        )
      case 'email':
        return <EmailField {...common} defaultValue={String(value ?? '')} />
      case 'phone':
        return (
          <TextField
            {...common}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={32}
            defaultValue={String(value ?? '')}
          />
        )
      case 'text':
        return <TextField {...common} maxLength={LENGTH_CAPS.text} defaultValue={String(value ?? '')} />
    }
  }
  return (
    <form {...form} className={formStyles.form} data-editor-form={definition.id}>
      <input type="hidden" name="formId" value={definition.id} />
      <div className={formStyles.grid}>
        {definition.fields.map((f) => (
          <div key={f.name} className={f.width > 50 ? formStyles.wide : undefined}>
            {field(f)}
          </div>
        ))}
      </div>
      <Honeypot />
      <SubmitBar label={definition.submitLabel} busyLabel="Sending…" state={state} />
    </form>
  )
}
