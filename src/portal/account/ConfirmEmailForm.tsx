'use client'

import Link from 'next/link'

import formStyles from '@/kit/forms/forms.module.css'
import { idleState } from '@/kit/forms/form-state'
import { SubmitBar } from '@/kit/forms/SubmitBar'
import { useFormAction } from '@/kit/forms/useFormAction'
import { portalPaths } from '@/kit/paths'
import { confirmEmail, type ConfirmEmailState } from './actions'
import styles from './account.module.css'

export function ConfirmEmailForm({ token, newEmail }: { token: string; newEmail: string }) {
  const { state, form } = useFormAction<ConfirmEmailState>(confirmEmail, idleState())
  if (state.status === 'success') {
    return (
      <div className={styles.confirmBox}>
        <p role="status" className={formStyles.status} data-status="success">
          {state.message}
        </p>
        <p>
          <Link href={portalPaths.account}>Back to your account</Link>
        </p>
      </div>
    )
  }
  return (
    <form {...form} className={styles.confirmBox}>
      <input type="hidden" name="token" value={token} />
      <p>
        Use <strong>{newEmail}</strong> for your Pebble account from now on? You will sign in with it next time.
      </p>
      <SubmitBar label="Confirm new e-mail" busyLabel="Confirming…" state={state} />
    </form>
  )
}
