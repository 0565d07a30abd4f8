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

/** Name, e-mail and phone, the same in every form that asks who you are. */
export function ContactFields({ names = 'full', phone = true, hints = {}, ...group }: Props) {
  return (
    <>
      {names === 'full' ? (
        <TextField {...groupField(group, 'name')} label="Full name" required autoComplete="name" maxLength={120} />
      ) : (
        <>
          <TextField
            {...groupField(group, 'firstName')}
            label="First name"
            required
            autoComplete="given-name"
            maxLength={120}
          />
          <TextField
            {...groupField(group, 'lastName')}
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={120}
          />
        </>
      )}
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
