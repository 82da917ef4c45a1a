interface ReferenceLike {
  _ref: string
  _weak?: boolean
  _dataset?: string
  _projectId?: string
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function isReference(value: unknown): value is ReferenceLike {
  return isPlainObject(value) && typeof value._ref === 'string'
}

/** References into this dataset; a cross-dataset reference cannot be checked here and is kept. */
function isLocalReference(value: unknown): value is ReferenceLike {
  return isReference(value) && value._dataset === undefined && value._projectId === undefined
}

/** Every local reference in a value, at any depth. */
export function collectReferences(value: unknown, found: ReferenceLike[] = []): ReferenceLike[] {
  if (isLocalReference(value)) found.push(value)
  if (Array.isArray(value)) for (const item of value) collectReferences(item, found)
  else if (isPlainObject(value)) for (const field of Object.values(value)) collectReferences(field, found)
  return found
}

/**
 * A copy of `value` without the references `isDead` picks: an array loses the item, an object the
 * field. Everything else is kept as it was.
 */
export function stripReferences<T>(value: T, isDead: (reference: ReferenceLike) => boolean): T {
  return strip(value, isDead) as T
}

const REMOVED = Symbol('removed')

function strip(value: unknown, isDead: (reference: ReferenceLike) => boolean): unknown {
  if (isLocalReference(value) && isDead(value)) return REMOVED
  if (Array.isArray(value)) {
    return value.map((item) => strip(item, isDead)).filter((item) => item !== REMOVED)
  }
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value)) {
      const stripped = strip(field, isDead)
      if (stripped !== REMOVED) result[key] = stripped
    }
    return result
  }
  return value
}
