import type { ReactNode } from 'react'

import { EmailField } from './EmailField'
import { type GroupProps, groupField } from './group'
import { TextField } from './TextField'

export type ContactName = 'name' | 'firstName' | 'lastName' | 'email' | 'phone'

type Props = GroupProps<ContactName> & {
  /** `split`: first and last name (the order's record); `full`: one name field. */
  names?: 'full' | 'split'
  /** `false`: no phone field; `required`: a phone number is needed. */
  phone?: boolean | 'required'
  hints?: Partial<Record<'email' | 'phone', ReactNode>>
}

const FULL_NAME = [['name', 'Full name', 'name']] as const
const SPLIT_NAME = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
] as const

/** Name, e-mail and phone, the same in every form that asks who you are. */
export function ContactFields({ names = 'full', phone = true, hints = {}, ...group }: Props) {
  return (
    <>
      {(names === 'full' ? FULL_NAME : SPLIT_NAME).map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          {...groupField(group, name)}
          label={label}
          required
          autoComplete={autoComplete}
          maxLength={120}
        />
      ))}
      <EmailField {...groupField(group, 'email')} required hint={hints.email} />
      {phone && (
        <TextField
          {...groupField(group, 'phone')}
          type="tel"
          label="Phone"
          required={phone === 'required'}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={32}
          hint={hints.phone}
        />
      )}
    </>
  )
}
