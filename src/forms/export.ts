import type { PayloadHandler } from 'payload'

import { staffRole } from '@/access'
import { csvResponse } from '@/content/api/csv'
import { jsonError } from '@/kit/http/json'

import { submissionsForExport } from './data'

export const SUBMISSIONS_EXPORT_PATH = '/cms-api/form-submissions/export.csv'

type Row = {
  id: number
  createdAt: string
  form?: number | { id: number; title?: string | null } | null
  submissionData?: { field: string; value: string }[] | null
}

/**
 * GET /cms-api/form-submissions/export.csv[?form=<id>] — submissions as CSV, oldest first: id,
 * submitted at, form, then one column per field name (in the order the fields first appear). For
 * the staff who may read submissions (the collection's read access decides: admin and support);
 * anyone else gets 401/403 JSON, a bad `form` a 400.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!req.user) return jsonError(401, 'Sign in as staff to export form submissions.')
  const role = staffRole(req.user)
  if (role !== 'admin' && role !== 'support')
    return jsonError(403, 'Only admins and support can export form submissions.')
  const formParam = new URL(req.url ?? 'http://x/').searchParams.get('form')
  if (formParam !== null && !/^[1-9]\d{0,9}$/.test(formParam)) return jsonError(400, '`form` must be a form id.')

  const docs = (await submissionsForExport(req, formParam ? Number(formParam) : null)) as unknown as Row[]

  const columns: string[] = []
  for (const doc of docs)
    for (const { field } of doc.submissionData ?? []) if (!columns.includes(field)) columns.push(field)
  const title = (form: Row['form']) =>
    form && typeof form === 'object' ? (form.title ?? String(form.id)) : (form ?? '')
  return csvResponse('pebble-form-submissions', [
    ['id', 'submitted at', 'form', ...columns],
    ...docs.map((doc) => {
      const values = new Map((doc.submissionData ?? []).map((entry) => [entry.field, entry.value]))
      return [doc.id, doc.createdAt, title(doc.form), ...columns.map((column) => values.get(column) ?? '')]
    }),
  ])
}
