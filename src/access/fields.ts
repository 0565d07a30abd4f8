import type { Field, FieldAccess } from 'payload'

/**
 * Gives every field except those named in `keep` the update rule `update`, walking into rows
 * and collapsibles. For collections where a role may change one thing only (support moves a
 * support request's status and nothing else).
 */
export function onlyTheseChangeable(fields: Field[], keep: string[], update: FieldAccess): Field[] {
  return fields.map((field) => {
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      return {
        ...field,
        fields: onlyTheseChangeable(field.fields, keep, update),
      }
    }
    if ('name' in field && field.type !== 'ui' && field.type !== 'join' && !keep.includes(field.name)) {
      return { ...field, access: { ...field.access, update } } as Field
    }
    return field
  })
}
