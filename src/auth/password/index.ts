/** Password change for the portal's account page: the form and its server action. */
export { PasswordChangeForm } from './PasswordChangeForm'
export { changePassword } from './actions'
