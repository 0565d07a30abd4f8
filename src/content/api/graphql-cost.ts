/**
 * GraphQL queries are priced before they run (docs/security.md, "Query cost ceilings"), in two
 * steps:
 *
 * 1. **Shape, at the edge** (`graphQLShapeProblem`, before Payload sees the query): at most 200
 *    selected fields, 10 levels deep. graphql-js's own validation is quadratic in the fields of a
 *    selection (a 57 kB query of repeated fields took 0.9 s to validate on a toy schema), so the
 *    count must come before it.
 * 2. **Cost, as a validation rule** (`queryCostRule`, in Payload's `graphQL.validationRules`):
 *    each field costs Payload's own weight (1, or 10 for a relationship, upload or join), each
 *    document a list reads costs `GRAPHQL_LIMITS.documentRead` on top, and a
 *    list multiplies what it selects by its page size (`limit`, 10 when none is given; a list of
 *    everything, `limit: 0` or `pagination: false`, has no price and is refused). Payload's built-in `maxComplexity` counts a list of 100 like a list of 1, so
 *    300 aliases of `Posts(limit: 100) { docs { title } }` came to 900 of its 1,000.
 */
import {
  getNamedType,
  type GraphQLField,
  GraphQLError,
  type GraphQLNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql'
import type { PayloadRequest } from 'payload'

import { DEFAULT_PAGE_SIZE, GRAPHQL_LIMITS, isTrusted } from './ceilings'

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  )

class TooLarge extends Error {}

/**
 * The query's fields as execution would select them (each alias, each fragment where it is spread,
 * a fragment once per selection), stopping as soon as a limit is passed: the count never costs
 * more than the limit.
 */
function checkShape(document: DocumentNode) {
  const fragments = fragmentsOf(document)
  let fields = 0
  const walk = (set: SelectionSetNode, depth: number, seen: Set<string>) => {
    if (depth > GRAPHQL_LIMITS.depth)
      throw new TooLarge(`The query is too deep: at most ${GRAPHQL_LIMITS.depth} levels.`)
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (++fields > GRAPHQL_LIMITS.fields)
          throw new TooLarge(`The query selects too many fields: at most ${GRAPHQL_LIMITS.fields}, aliases included.`)
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, new Set())
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, seen)
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        const fragment = fragments.get(selection.name.value)
        if (fragment) walk(fragment.selectionSet, depth, seen)
      }
    }
  }
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, new Set())
}

/** Why this query is refused before validation, or null (also when it does not parse: Payload says why). */
export function graphQLShapeProblem(query: unknown): string | null {
  if (typeof query !== 'string') return null
  let document: DocumentNode
  try {
    document = parse(query, { noLocation: true })
  } catch {
    return null
  }
  try {
    checkShape(document)
    return null
  } catch (error) {
    if (error instanceof TooLarge) return error.message
    throw error
  }
}

type Variables = Record<string, unknown> | null | undefined

const valueOf = (node: ValueNode | undefined, variables: Variables): unknown => {
  if (!node) return undefined
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value]
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value)
  if (node.kind === Kind.BOOLEAN) return node.value
  return undefined
}

/** Whether a field is a list of documents (Payload's lists take a page size). */
const isDocumentList = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => arg.name === 'limit')

/** How many documents a list field returns at most: its page size; "everything" has no price. */
function pageSize(field: GraphQLField<unknown, unknown>, args: Map<string, ValueNode>, variables: Variables) {
  if (!field.args.some((arg) => arg.name === 'limit')) return 1
  const limit = valueOf(args.get('limit'), variables)
  if (valueOf(args.get('pagination'), variables) === false || limit === 0) return Infinity
  return typeof limit === 'number' && limit > 0 ? limit : DEFAULT_PAGE_SIZE
}

/** The cost of a selection on a type (Infinity for a list of everything, or past the depth limit). */
function costOf(
  set: SelectionSetNode,
  type: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Variables,
  depth = 0,
): number {
  if (depth > GRAPHQL_LIMITS.depth) return Infinity
  let cost = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
      if (fragment) cost += costOf(fragment.selectionSet, type, fragments, variables, depth + 1)
      continue
    }
    if (!isObjectType(type) && !isInterfaceType(type)) continue
    const field = type.getFields()[selection.name.value]
    if (!field) continue // graphql-js reports unknown fields itself.
    const own = typeof field.extensions?.complexity === 'number' ? field.extensions.complexity : 1
    const args = new Map((selection.arguments ?? []).map((arg) => [arg.name.value, arg.value]))
    const inner = selection.selectionSet
      ? costOf(selection.selectionSet, getNamedType(field.type), fragments, variables, depth + 1)
      : 0
    const perDocument = inner + (isDocumentList(field) ? GRAPHQL_LIMITS.documentRead : 0)
    cost += own + (inner === 0 ? 0 : pageSize(field, args, variables) * perDocument)
  }
  return cost
}

/**
 * A validation rule refusing an operation whose cost is over the asker's ceiling: about a page
 * render for visitors and customers, more for staff.
 */
export const queryCostRule =
  (variables: Variables, req: PayloadRequest | undefined) => (context: ValidationContext) => {
    const ceiling = isTrusted(req) ? GRAPHQL_LIMITS.staffCost : GRAPHQL_LIMITS.publicCost
    const fragments = fragmentsOf(context.getDocument())
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const root =
          node.operation === 'mutation' ? context.getSchema().getMutationType() : context.getSchema().getQueryType()
        if (!root) return
        const cost = costOf(node.selectionSet, root, fragments, variables)
        if (cost <= ceiling) return
        context.reportError(
          new GraphQLError(
            Number.isFinite(cost)
              ? `The query costs too much: ${Math.round(cost)}, at most ${ceiling} (each list counts its page size: ask for smaller pages or fewer fields).`
              : 'The query costs too much: a list of every document (limit: 0 or pagination: false) has no price; ask for pages of at most 100.',
          ),
        )
      },
    }
  }

/** Payload's `graphQL` settings: our price on every query; Payload's own rule (no page sizes) at the staff ceiling. */
export const graphQLCeilings = {
  maxComplexity: GRAPHQL_LIMITS.staffCost,
  validationRules: ({ variableValues, contextValue }: { variableValues?: Variables; contextValue?: unknown }) => [
    queryCostRule(variableValues, (contextValue as { req?: PayloadRequest } | undefined)?.req),
  ],
}
