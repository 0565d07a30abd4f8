import type { Payload, TypedUser } from 'payload'

import { staffRole } from '@/access'

import { CALL_SECOND_DEPOSIT_PATH } from './call-endpoint'
import { trimChoices } from './data'
import { CallSecondDepositForm } from './CallSecondDepositForm'

/** The call form above the orders list, for the roles that may call (admins and support). */
export async function CallSecondDeposit({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  const role = staffRole(user ?? null)
  if (role !== 'admin' && role !== 'support') return null
  const docs = await trimChoices(payload)
  return (
    <CallSecondDepositForm
      callPath={CALL_SECOND_DEPOSIT_PATH}
      trims={docs.map((d) => ({ uid: String(d.uid), label: String(d.label) }))}
    />
  )
}
