import { ContactScreen } from '@/portal/contact/ContactScreen'

export const metadata = { title: 'Contact' }

export default function ContactPage() {
  return <ContactScreen />
}
