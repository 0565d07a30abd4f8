import { sitePaths } from '@/kit/paths'
import { CardPage } from '@/kit/card-form/CardPage'
import { ForgotPasswordForm } from './ForgotPasswordForm'

/** /forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  return (
    <CardPage
      eyebrow="Your Pebble account"
      title="Forgot your password?"
      intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}
      footer={[{ text: 'Remembered it?', href: sitePaths.signIn, label: 'Sign in' }]}
    >
      <ForgotPasswordForm />
    </CardPage>
  )
}
