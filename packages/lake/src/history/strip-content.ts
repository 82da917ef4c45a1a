/** The fields that say which document a mutation or action is about, kept when content is excluded. */
const IDENTIFYING_KEYS = new Set([
  '_id',
  '_type',
  'id',
  'query',
  'publishedId',
  'draftId',
  'versionId',
  'actionType',
])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function identifyingFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => IDENTIFYING_KEYS.has(key)))
}

/**
 * A logged mutation without document content, for `excludeContent=true`: `{create: {_id, _type}}`,
 * `{patch: {id}}`, `{delete: {id}}`. Callers still see what happened to which document, but no field
 * values (a create can carry a whole document).
 */
export function withoutContent(mutation: unknown): unknown {
  if (!isPlainObject(mutation)) return mutation
  return Object.fromEntries(
    Object.entries(mutation).map(([key, value]) => [
      key,
      isPlainObject(value) ? identifyingFields(value) : value,
    ]),
  )
}
