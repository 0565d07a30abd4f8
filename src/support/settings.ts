import { getSettings } from '@/content/queries'
import { payloadClient } from '@/db/payload'

/** The contact form's subjects, as editors set them (public: they are the form's options). */
export async function getContactSubjects(): Promise<string[]> {
  const settings = await getSettings()
  const subjects = (settings.support?.subjects ?? []).map((s) => s.label.trim()).filter(Boolean)
  return subjects.length > 0 ? subjects : ['General question']
}

/**
 * Where support mail goes. The field is staff-only (kept out of every public answer), so this
 * server-side read overrides access on purpose and the value never reaches a browser.
 */
export async function getSupportAddress(): Promise<string | null> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    select: { support: { email: true } },
  })
  return settings.support?.email || null
}
