'use client'

import type { ChangeState } from '@/commerce/changes/portal/actions'
import type { LinkedChange } from '@/commerce/changes/portal/change-link'
import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import styles from './ChangeConfigurator.module.css'

type Props = {
  orderNumber: string
  change: LinkedChange
  token: string
  action: (state: ChangeState, form: FormData) => Promise<ChangeState>
}

/** The mailed link's confirmation: the change it carries, and the button that makes it (the server checks it all again). */
export function ConfirmChangeForm({ orderNumber, change, token, action }: Props) {
  const { state, form } = useFormAction<ChangeState>(action, idleState())
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="trim" value={change.trim} />
      <input type="hidden" name="color" value={change.color} />
      <input type="hidden" name="options" value={change.options.join(',')} />
      <input type="hidden" name="total" value={change.total} />
      <input type="hidden" name="v" value={change.updatedAt} />
      <SubmitButton label="Confirm the change" busyLabel="Saving…" />
      {state.status === 'error' && state.message && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
