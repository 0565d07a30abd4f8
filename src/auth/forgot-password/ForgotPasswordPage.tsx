import { AuthPage } from '../ui/AuthPage'
import { ForgotPasswordForm } from './ForgotPasswordForm'

/** /forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  return (
    <AuthPage
      eyebrow="Your Pebble account"
      title="Forgot your password?"
      intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}
      footer={[{ text: 'Remembered it?', href: '/sign-in', label: 'Sign in' }]}
    >
      <ForgotPasswordForm />
    </AuthPage>
  )
}
