// First: it must run before the rules below build their schemas.
import '@/kit/rules/in-the-browser'
import { customerInfoSchema } from '@/commerce/orders/customer-info'
import { fieldErrors } from '@/kit/rules/field-errors'
import { newPasswordRule } from '@/kit/rules/password'

/**
 * The customer step's details checked in the browser by the server's own rules: the message for
 * each field in error, none when all is well. `password` is null for a signed-in customer, who
 * sets none here. Imported on demand (use-customer-details.ts): the rules bring the validation
 * library, which the build page's first load goes without.
 */
export function detailsErrors(info: Record<string, string>, password: string | null): Record<string, string> {
  const parsed = customerInfoSchema.safeParse(info)
  const pw = password === null ? null : newPasswordRule.safeParse(password)
  return {
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...(pw && !pw.success ? { password: pw.error.issues[0].message } : {}),
  }
}
