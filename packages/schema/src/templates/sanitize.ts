import {templateMessages} from './messages.js'
import {isPlainObject} from './plain-object.js'
import {randomKey} from './random-key.js'
import type {ValuePath} from './value-path.js'

const ALLOWED_REFERENCE_KEYS = new Set(['_key', '_ref', '_weak', '_type'])

const isReference = (value: Record<string, unknown>): boolean =>
  '_ref' in value || value._type === 'reference'

function checkReference(value: Record<string, unknown>, path: ValuePath): void {
  // Checked before the allowed keys: `type` for `_type` is a common slip and deserves its own message.
  if (value._type === undefined && 'type' in value)
    throw new Error(templateMessages.referenceTypeProperty(path))
  const disallowed = Object.keys(value).filter((key) => !ALLOWED_REFERENCE_KEYS.has(key))
  if (disallowed.length > 0) throw new Error(templateMessages.referenceDisallowed(path, disallowed))
}

function sanitizeObject(
  value: Record<string, unknown>,
  path: ValuePath,
  inArray: boolean,
): Record<string, unknown> {
  // The document itself is never a reference, whatever fields it has.
  const reference = path.length > 0 && isReference(value)
  if (reference) checkReference(value, path)
  const out: Record<string, unknown> = {}
  const needsKey = inArray && (typeof value._key !== 'string' || value._key === '')
  if (needsKey) out._key = randomKey()
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined || (needsKey && key === '_key')) continue
    out[key] = sanitizeNode(child, [...path, key], false)
  }
  if (reference && out._type === undefined) out._type = 'reference'
  return out
}

function sanitizeNode(value: unknown, path: ValuePath, inArray: boolean): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      if (Array.isArray(item)) throw new Error(templateMessages.nestedArray([...path, index]))
      return sanitizeNode(item, [...path, index], true)
    })
  }
  return isPlainObject(value) ? sanitizeObject(value, path, inArray) : value
}

/**
 * A fresh copy of a resolved initial value made safe to store (spec/002 §5): arrays may not hold
 * arrays, objects in arrays get a 12-character `_key` when they have none, references keep only
 * `_key`, `_ref`, `_weak` and `_type` (with `_type: 'reference'` added when missing). Throws, naming
 * the path, on the first violation. The input is not changed, so a static template value stays clean.
 */
export function sanitizeInitialValue(value: Record<string, unknown>): Record<string, unknown> {
  return sanitizeObject(value, [], false)
}
