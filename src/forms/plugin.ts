import { fields as pluginFields, formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block, BlocksField, CollectionAfterChangeHook, Field, GroupField, Plugin } from 'payload'

import { admins, adminsField, anyone, anyStaffField, contentTeam, customerTeam, hiddenFrom, nobody } from '@/access'
import { expireTags, tags } from '@/content/hooks/revalidate'

import { fieldNameProblem, MAX_FIELDS } from './definition'
import { exportSubmissionsCsv, SUBMISSIONS_EXPORT_PATH } from './export'

/** A phone number: the plugin's text block under its own slug (checked with the kit's US phone rule). */
const PhoneBlock: Block = {
  ...(pluginFields.text as Block),
  slug: 'phone',
  labels: { singular: 'Phone', plural: 'Phone fields' },
}

/** Editors' field names must work as form keys and ids, each once per form (definition.ts). */
const checkFieldNames: BlocksField['validate'] = (value) => {
  const blocks = (Array.isArray(value) ? value : []) as { name?: unknown }[]
  if (blocks.length > MAX_FIELDS) return `A form may have ${MAX_FIELDS} fields at most.`
  const seen = new Set<string>()
  for (const block of blocks) {
    if (!('name' in block)) continue
    const problem = fieldNameProblem(block.name)
    if (problem) return `Field "${String(block.name ?? '')}": ${problem}`
    if (seen.has(block.name as string)) return `Two fields are named "${String(block.name)}"; each name must be unique.`
    seen.add(block.name as string)
  }
  return true
}

/** A redirect goes to a path on this site or an http(s) address, never `javascript:` or `//host`. */
const checkRedirectUrl = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return true
  if (/^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value)) return true
  return 'Use a path on this site (like /reserve) or a full http(s) address.'
}

/**
 * The forms collection's fields: the plugin's own, except its `emails` (mail written by editors,
 * sent by the plugin straight to addresses that may come from what a visitor typed) replaced by one
 * staff-only notification address; the site sends the notification itself, through the Outbox.
 */
function formFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const adapted = defaultFields
    .filter((f) => !('name' in f && f.name === 'emails'))
    .map((f): Field => {
      if ('name' in f && f.name === 'fields' && f.type === 'blocks')
        return { ...f, blocks: [...f.blocks, PhoneBlock], validate: checkFieldNames, minRows: 1 }
      if ('name' in f && f.name === 'redirect' && f.type === 'group')
        return {
          ...f,
          fields: (f as GroupField).fields.map((inner) =>
            'name' in inner && inner.name === 'url' && inner.type === 'text'
              ? { ...inner, validate: checkRedirectUrl }
              : inner,
          ),
        } as Field
      return f
    })
  return [
    ...adapted,
    {
      name: 'notifyTo',
      label: 'Send each submission to',
      type: 'email',
      // Editors build forms but must not read what visitors send: only admins choose where it goes.
      access: { read: anyStaffField, create: adminsField, update: adminsField },
      admin: {
        position: 'sidebar',
        description:
          'Admins only. Without an address, submissions are mailed to the support address in Settings → Contact form.',
      },
    },
  ]
}

/** A form is shown on pages (and posts): a saved form refreshes them. */
const refreshPages: CollectionAfterChangeHook = async ({ req, doc }) => {
  await expireTags(req, [tags.pages, tags.posts])
  return doc
}

/**
 * Payload's form builder, with the site's rules:
 * - `forms`: anyone reads a form (pages render it; the notification address is staff-only), the
 *   content team (admin, editor) builds them; hidden from support's navigation.
 * - `form-submissions`: written only by the form block's server action (src/forms/receive.ts),
 *   after validation, honeypot and rate limit: nobody may create one through REST or GraphQL.
 *   Read by the customer team (admin, support) only, never changed, deleted by admins; CSV export.
 * - The plugin's own e-mails are off (forms have no `emails` field, its mail hook is removed below,
 *   `beforeEmail` sends none): receive.ts mails staff through sendMail, so the message is in the
 *   Outbox like all others.
 * Field kinds: text, e-mail, phone, select, checkbox, textarea, US state (the kit's list).
 */
const plugin = formBuilderPlugin({
  fields: {
    text: true,
    email: true,
    select: true,
    checkbox: true,
    textarea: true,
    state: true,
    message: false,
    number: false,
    country: false,
    date: false,
    payment: false,
    upload: false,
    radio: false,
  },
  beforeEmail: () => [],
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    admin: {
      group: 'Forms',
      hidden: hiddenFrom('support'),
      description: 'Forms editors build and put on pages with the "Form" block.',
    },
    access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
    hooks: { afterChange: [refreshPages] },
    fields: formFields,
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission', plural: 'Form submissions' },
    admin: {
      group: 'Forms',
      defaultColumns: ['form', 'createdAt'],
      description: `What visitors sent through the site's forms. Download them as CSV at ${SUBMISSIONS_EXPORT_PATH} (add ?form=<id> for one form) while signed in.`,
    },
    access: { read: customerTeam, create: nobody, update: nobody, delete: admins },
    defaultSort: '-createdAt',
    endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissionsCsv }],
  },
})

/**
 * The plugin, without its mail path: its only `afterChange` hook on submissions looks the form up
 * again and sends the form's `emails` with payload.sendEmail. Forms have no `emails` here and
 * `beforeEmail` sends none, so the hook would only cost a query and log "No emails to send."
 */
export const formBuilder = (): Plugin => async (config) => {
  const configured = await plugin(config)
  return {
    ...configured,
    collections: configured.collections?.map((collection) =>
      collection.slug === 'form-submissions'
        ? { ...collection, hooks: { ...collection.hooks, afterChange: [] } }
        : collection,
    ),
  }
}
