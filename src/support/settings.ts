import { getSettings } from '@/content/queries'
import { readSupportAddress } from './data'

/** The contact form's subjects, as editors set them (public: they are the form's options). */
export async function getContactSubjects(): Promise<string[]> {
  const settings = await getSettings()
  const subjects = (settings.support?.subjects ?? []).map((s) => s.label.trim()).filter(Boolean)
  return subjects.length > 0 ? subjects : ['General question']
}

/** Where support mail goes (staff-only: read on the server, never sent to a browser). */
export const getSupportAddress = (): Promise<string | null> => readSupportAddress()
