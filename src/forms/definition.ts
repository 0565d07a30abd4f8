/*
 * An editor-built form as the site renders and checks it: the plugin's `forms` document reduced to
 * what a visitor may see (no notification address), in one plain shape shared by the block, the
 * form (client code: no zod here) and the server's validation.
 */
import { US_STATES } from '@/kit/rules/us-states'

/** The field kinds editors can add (the plugin's blocks, plus `phone`). */
export const FIELD_KINDS = ['text', 'email', 'phone', 'select', 'checkbox', 'textarea', 'state'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** Length caps, per kind: a submission longer than these is refused beside the field. */
export const LENGTH_CAPS = { text: 200, textarea: 5000 } as const
/** At most this many fields per form (editors are told when they add more). */
export const MAX_FIELDS = 30

export type FormFieldDef = {
  kind: FieldKind
  name: string
  label: string
  required: boolean
  /** The editor's width in percent; 100 spans the form (textarea and checkbox always do). */
  width: number
  defaultValue: string
  /** select: the editor's options; state: the kit's US states. */
  options: { value: string; label: string }[]
  placeholder: string
}

export type FormDefinition = {
  id: number
  title: string
  submitLabel: string
  fields: FormFieldDef[]
  confirmation: 'message' | 'redirect'
}

/** Field names become form keys and element ids: letters, digits, - and _, starting with a letter. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
/** Keys the form itself uses (the honeypot, the form id, React's action fields). */
const RESERVED = new Set(['company_website', 'formId'])

/** Why an editor's field name cannot be used, or null. One rule for the admin and the renderer. */
export function fieldNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !NAME.test(name))
    return 'Use a name of letters, digits, - or _, starting with a letter (64 characters at most), e.g. "email" or "preferred_date".'
  if (RESERVED.has(name)) return `"${name}" is used by the form itself; choose another name.`
  return null
}

export const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }))

type RawBlock = {
  blockType?: string
  name?: unknown
  label?: unknown
  required?: unknown
  width?: unknown
  defaultValue?: unknown
  options?: unknown
  placeholder?: unknown
}
type RawForm = {
  id: number
  title?: unknown
  submitButtonLabel?: unknown
  confirmationType?: unknown
  fields?: unknown
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const isKind = (value: unknown): value is FieldKind => FIELD_KINDS.includes(value as FieldKind)

/**
 * The plugin's form document as the site uses it. Blocks of kinds the site does not render, and
 * names that are unusable or repeated (the admin refuses both on save), are left out, so an odd
 * document never breaks the page.
 */
export function toDefinition(form: RawForm): FormDefinition {
  const seen = new Set<string>()
  const fields: FormFieldDef[] = []
  for (const block of (Array.isArray(form.fields) ? form.fields : []) as RawBlock[]) {
    if (!isKind(block.blockType) || fieldNameProblem(block.name) || seen.has(block.name as string)) continue
    if (fields.length >= MAX_FIELDS) break
    const name = block.name as string
    seen.add(name)
    const kind = block.blockType
    const options =
      kind === 'state'
        ? STATE_OPTIONS
        : kind === 'select' && Array.isArray(block.options)
          ? (block.options as { value?: unknown; label?: unknown }[])
              .filter((o) => str(o.value) !== '')
              .map((o) => ({ value: str(o.value), label: str(o.label) || str(o.value) }))
          : []
    const width = typeof block.width === 'number' && block.width > 0 ? Math.min(100, block.width) : 100
    fields.push({
      kind,
      name,
      label: str(block.label) || name,
      required: block.required === true,
      width: kind === 'textarea' || kind === 'checkbox' ? 100 : width,
      defaultValue:
        kind === 'checkbox' ? (block.defaultValue === true ? 'on' : '') : str(block.defaultValue).slice(0, 200),
      options,
      placeholder: str(block.placeholder),
    })
  }
  return {
    id: form.id,
    title: str(form.title),
    submitLabel: str(form.submitButtonLabel) || 'Send',
    fields,
    confirmation: form.confirmationType === 'redirect' ? 'redirect' : 'message',
  }
}
