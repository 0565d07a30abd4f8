/**
 * The id in a relationship field as Payload gives it: the id itself at depth 0, or the related
 * document (with its id) when populated.
 */
export function relationId<Id extends number | string>(value: Id | { id: Id }): Id
export function relationId<Id extends number | string>(value: Id | { id: Id } | null | undefined): Id | null
export function relationId<Id extends number | string>(value: Id | { id: Id } | null | undefined): Id | null {
  return value !== null && typeof value === 'object' ? value.id : (value ?? null)
}
