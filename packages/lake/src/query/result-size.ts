/**
 * About how many bytes `JSON.stringify(value)` takes in UTF-8, counted without building the string,
 * or undefined as soon as the count passes `limit` (so a result of hundreds of megabytes costs no
 * more to refuse than one at the limit). Escapes inside strings are not counted: a result near
 * the limit may serialise a little larger.
 */
export function jsonSizeWithin(value: unknown, limit: number): number | undefined {
  let size = 0
  // An explicit stack: results can nest deeper than the call stack allows.
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    size += scalarSize(item, limit)
    if (size > limit) return undefined
    if (item === null || typeof item !== 'object') continue
    if (typeof (item as {toJSON?: unknown}).toJSON === 'function') {
      pending.push((item as {toJSON: () => unknown}).toJSON())
    } else if (Array.isArray(item)) {
      // Brackets and commas; an undefined element serialises as null.
      size += 2 + Math.max(0, item.length - 1)
      for (const element of item) pending.push(element === undefined ? null : element)
    } else {
      size += 2
      let members = 0
      for (const key in item) {
        const member = (item as Record<string, unknown>)[key]
        if (member === undefined || typeof member === 'function' || !Object.hasOwn(item, key)) continue
        size += (members++ > 0 ? 1 : 0) + stringSize(key, limit) + 1
        pending.push(member)
      }
    }
    if (size > limit) return undefined
  }
  return size
}

function scalarSize(item: unknown, limit: number): number {
  switch (typeof item) {
    case 'string':
      return stringSize(item, limit)
    case 'number':
      return Number.isFinite(item) ? String(item).length : 4
    case 'boolean':
      return item ? 4 : 5
    case 'object':
      return item === null ? 4 : 0
    default:
      return 0
  }
}

function stringSize(text: string, limit: number): number {
  // Every character takes at least a byte: a string longer than the limit need not be measured.
  return text.length > limit ? text.length + 2 : Buffer.byteLength(text) + 2
}
