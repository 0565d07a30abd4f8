import { PreferencesScreen } from '@/portal/preferences/PreferencesScreen'

export const metadata = { title: 'Preferences' }

export default function PreferencesPage() {
  return <PreferencesScreen />
}
