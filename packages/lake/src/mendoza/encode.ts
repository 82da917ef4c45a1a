/**
 * Mendoza patch encoder, the inverse of `applyPatch` from the `mendoza` package. A patch is a flat
 * array of opcodes and arguments for a stack machine reading from `left` (input stack) and building
 * the result (output stack). Each body encoder below runs with its `left` on top of the input stack
 * and writes ops that push one output entry (see {@link Kind}); callers add the push/return ops.
 */

export type MendozaPatch = unknown[]

// Opcodes are indexes into the decoder's OPS table.
const OP_VALUE = 0
const OP_BLANK = 2
const OP_PUSH_FIELD_COPY = 10
const OP_PUSH_FIELD_BLANK = 11
const OP_PUSH_ELEMENT_COPY = 12
const OP_PUSH_ELEMENT_BLANK = 13
const OP_RETURN_INTO_OBJECT_SAME_KEY_POP = 15
const OP_RETURN_INTO_ARRAY_POP = 16
const OP_OBJECT_SET_FIELD_VALUE = 17
const OP_OBJECT_COPY_FIELD = 18
const OP_OBJECT_DELETE_FIELD = 19
const OP_ARRAY_APPEND_VALUE = 20
const OP_ARRAY_APPEND_SLICE = 21
const OP_STRING_APPEND_STRING = 22
const OP_STRING_APPEND_SLICE = 23

/**
 * What a body encoder did:
 * - EQUAL: wrote nothing, `right` equals `left`.
 * - VALUE: wrote nothing, the caller should send `right` literally (nothing worth reusing).
 * - COPY:  wrote ops that edit a Copy of `left` (object field edits, or array appends).
 * - BLANK: wrote ops that build the value from a Blank (array slices, string slices, copied fields).
 */
type Kind = 0 | 1 | 2 | 3
const EQUAL = 0
const VALUE = 1
const COPY = 2
const BLANK = 3

type JsonObject = {[key: string]: unknown}

/** A patch that turns `left` into `right` when applied with mendoza's applyPatch. Either side may be null (document absent). */
export function encodeMendozaPatch(left: unknown, right: unknown): MendozaPatch {
  // Reserve the root Blank up front so a BLANK body needs no O(n) unshift.
  const out: unknown[] = [OP_BLANK]
  const kind = encodeBody(left, right, out)
  if (kind === EQUAL) return []
  if (kind === VALUE) return [OP_VALUE, right]
  // The initial output entry already is `left` and the decoder copies it on first write,
  // so a COPY body can edit it directly.
  if (kind === COPY) out.shift()
  return out
}

function encodeBody(left: unknown, right: unknown, out: unknown[]): Kind {
  if (left === right) return EQUAL
  if (typeof left === 'string' && typeof right === 'string') return encodeString(left, right, out)
  if (Array.isArray(left)) return Array.isArray(right) ? encodeArray(left, right, out) : VALUE
  if (isRecord(left) && isRecord(right)) return encodeObject(left, right, out)
  return VALUE
}

// --- Objects ---

function encodeObject(left: JsonObject, right: JsonObject, out: unknown[]): Kind {
  const start = out.length
  const leftKeys = Object.keys(left)
  // Field opcodes address input keys by their position in `Object.keys(left).sort()`; only
  // sort (and index) when an opcode actually needs it.
  let sorted: string[] | undefined
  let index: Map<string, number> | undefined
  const sortedKeys = () => (sorted ??= leftKeys.sort()) // Object.keys gave us a fresh array to sort
  const indexOf = (key: string) => (index ??= new Map(sortedKeys().map((k, i) => [k, i]))).get(key)!

  const unchanged: string[] = []
  let shared = 0
  let changed = 0
  let recursed = 0
  for (const key of Object.keys(right)) {
    const rv = right[key]
    if (!hasOwn(left, key)) {
      out.push(OP_OBJECT_SET_FIELD_VALUE, rv, key) // value before key: the decoder reads Value then ReturnIntoObject
      changed++
      continue
    }
    shared++
    const lv = left[key]
    if (lv === rv) {
      unchanged.push(key)
      continue
    }
    const mark = out.length
    out.push(OP_PUSH_FIELD_COPY, 0) // placeholder; opcode and index are fixed below
    const kind = encodeBody(lv, rv, out)
    if (kind === EQUAL) {
      out.length = mark
      unchanged.push(key)
      continue
    }
    changed++
    if (kind === VALUE) {
      out.length = mark
      out.push(OP_OBJECT_SET_FIELD_VALUE, rv, key)
      continue
    }
    recursed++
    out[mark] = kind === COPY ? OP_PUSH_FIELD_COPY : OP_PUSH_FIELD_BLANK
    out[mark + 1] = indexOf(key)
    out.push(OP_RETURN_INTO_OBJECT_SAME_KEY_POP)
  }

  const deleted = leftKeys.length - shared
  if (changed === 0 && deleted === 0) return EQUAL
  if (unchanged.length === 0 && recursed === 0) {
    // Nothing reused: the literal object is no bigger than setting every field one by one.
    out.length = start
    return VALUE
  }
  // Copy+delete or Blank+copy-kept, whichever needs fewer ops. A Blank with at least one kept
  // field always writes, so the decoder never returns the Blank's null.
  if (deleted <= unchanged.length) {
    if (deleted > 0) {
      const keys = sortedKeys()
      for (let i = 0; i < keys.length; i++) if (!hasOwn(right, keys[i])) out.push(OP_OBJECT_DELETE_FIELD, i)
    }
    return COPY
  }
  for (const key of unchanged) out.push(OP_OBJECT_COPY_FIELD, indexOf(key))
  return BLANK
}

// --- Arrays ---

function encodeArray(left: readonly unknown[], right: readonly unknown[], out: unknown[]): Kind {
  const n = left.length
  const m = right.length
  // An empty Blank would decode as null, and there is nothing to reuse anyway.
  if (m === 0) return n === 0 ? EQUAL : VALUE
  if (n === 0) return VALUE

  const max = Math.min(n, m)
  let p = 0
  while (p < max && deepEqual(left[p], right[p])) p++
  if (p === n && n === m) return EQUAL
  // With equal lengths the suffix scan would reach the pair the prefix scan just found unequal.
  const maxS = max - p - (n === m ? 1 : 0)
  let s = 0
  while (s < maxS && deepEqual(left[n - 1 - s], right[m - 1 - s])) s++
  const lEnd = n - s // the unmatched middle of `left` is [p, lEnd)

  const start = out.length
  // Estimated JSON chars saved compared to sending `right` literally: decides whether the
  // array is worth patching at all, and whether a run is worth a slice.
  let saved = 0
  let edited = false
  const perValue = 3 // `20,` plus a separator: the extra cost of ArrayAppendValue over a literal element
  // Pending run of unchanged elements left[runStart, runEnd), emitted lazily so that
  // consecutive matches merge into one ArrayAppendSlice.
  let runStart = 0
  let runEnd = p
  const flush = () => {
    const count = runEnd - runStart
    if (count > 0) {
      const sliceCost = 4 + digits(runStart) + digits(runEnd)
      // Capped so the walk stays cheap: past the cap the slice pays for every possible append.
      const literal = literalSize(left, runStart, runEnd, sliceCost + perValue * (m + count) + 16)
      if (literal - sliceCost > -perValue * count) {
        out.push(OP_ARRAY_APPEND_SLICE, runStart, runEnd)
        saved += literal - sliceCost
      } else {
        for (let k = runStart; k < runEnd; k++) out.push(OP_ARRAY_APPEND_VALUE, left[k])
        saved -= perValue * count
      }
    }
    runStart = runEnd = -1
  }

  let next = p // the left index following the last reused one: the natural match for the next item
  let keyIndex: Map<string, number> | undefined
  let primIndex: Map<unknown, number> | undefined
  for (let j = p; j < m - s; j++) {
    const r = right[j]
    let i = -1
    const key = keyOf(r)
    if (key !== undefined) {
      // Keyed items (Portable Text blocks etc.) are matched by _key, wherever they moved.
      if (next < lEnd && keyOf(left[next]) === key) i = next
      else i = (keyIndex ??= indexKeys(left, p, lEnd)).get(key) ?? -1
    } else if (r === null || typeof r !== 'object') {
      if (next < lEnd && left[next] === r) i = next
      else i = (primIndex ??= indexPrimitives(left, p, lEnd)).get(r) ?? -1
    } else if (next < lEnd && isUnkeyedLike(left[next], r)) {
      i = next // unkeyed containers can only be paired by position
    }

    if (i < 0) {
      flush()
      out.push(OP_ARRAY_APPEND_VALUE, r)
      saved -= perValue
      continue
    }
    next = i + 1
    if (i !== runEnd) flush() // the pending run cannot continue through i
    const mark = out.length
    const kind = encodeElement(left[i], r, i, out)
    if (kind === EQUAL) {
      if (runEnd !== i) runStart = runEnd = i
      runEnd++
      continue
    }
    if (runEnd > runStart) {
      // The element turned out changed, so the run ends here but must be emitted before it.
      const tail = out.splice(mark)
      flush()
      for (const op of tail) out.push(op)
    }
    if (kind === VALUE) saved -= perValue
    else edited = true // the element encoder only recurses when that reuses something
  }
  if (s > 0) {
    if (runEnd !== lEnd) {
      flush()
      runStart = lEnd
    }
    runEnd = n
  }
  flush()

  if (!edited && saved <= 4) {
    // Blank and push/return overhead eat what little would be reused.
    out.length = start
    return VALUE
  }
  // Blank + slice(0, n) + appends is just appending to a Copy.
  if (out[start] === OP_ARRAY_APPEND_SLICE && out[start + 1] === 0 && out[start + 2] === n) {
    out.splice(start, 3)
    return COPY
  }
  return BLANK
}

function encodeElement(left: unknown, right: unknown, index: number, out: unknown[]): Kind {
  const mark = out.length
  out.push(OP_PUSH_ELEMENT_COPY, index)
  const kind = encodeBody(left, right, out)
  if (kind === EQUAL || kind === VALUE) {
    out.length = mark
    if (kind === VALUE) out.push(OP_ARRAY_APPEND_VALUE, right)
    return kind
  }
  if (kind === BLANK) out[mark] = OP_PUSH_ELEMENT_BLANK
  out.push(OP_RETURN_INTO_ARRAY_POP)
  return kind
}

/** Literal JSON size of left[a, b) with separators, counting no further than `limit`. */
function literalSize(left: readonly unknown[], a: number, b: number, limit: number): number {
  let size = 0
  for (let k = a; k < b && size <= limit; k++) size += 1 + jsonSize(left[k], limit - size)
  return size
}

/** Rough JSON size of `v`, counting no further than `limit` so that the walk stays cheap. */
function jsonSize(v: unknown, limit: number): number {
  if (typeof v === 'string') return v.length + 2
  if (typeof v === 'number') return digits(v)
  if (v === null || typeof v !== 'object') return 5
  let size = 2
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && size <= limit; i++) size += 1 + jsonSize(v[i], limit - size)
  } else {
    for (const key of Object.keys(v)) {
      if (size > limit) break
      size += key.length + 4 + jsonSize((v as JsonObject)[key], limit - size)
    }
  }
  return size
}

function isUnkeyedLike(l: unknown, r: object): boolean {
  return (
    l !== null && typeof l === 'object' && keyOf(l) === undefined && Array.isArray(l) === Array.isArray(r)
  )
}

function indexKeys(arr: readonly unknown[], from: number, to: number): Map<string, number> {
  const map = new Map<string, number>()
  for (let k = from; k < to; k++) {
    const key = keyOf(arr[k])
    if (key !== undefined && !map.has(key)) map.set(key, k)
  }
  return map
}

function indexPrimitives(arr: readonly unknown[], from: number, to: number): Map<unknown, number> {
  const map = new Map<unknown, number>()
  for (let k = from; k < to; k++) {
    const v = arr[k]
    if ((v === null || typeof v !== 'object') && !map.has(v)) map.set(v, k)
  }
  return map
}

// --- Strings ---

/**
 * Common prefix/suffix of the old string as slices plus the new middle text. Slice bounds are
 * UTF-8 byte offsets. We only ever emit a slice starting at 0 or one ending at the end of the
 * string: mendoza's decoder resolves a slice's end relative to the start's UTF-16 index rather
 * than its byte offset, which overshoots after non-ASCII text, but String#slice clamps an
 * overshoot at the end of the string, so these two shapes decode correctly either way.
 */
function encodeString(left: string, right: string, out: unknown[]): Kind {
  const max = Math.min(left.length, right.length)
  let p = 0
  while (p < max && left.charCodeAt(p) === right.charCodeAt(p)) p++
  if (p > 0 && isHighSurrogate(left.charCodeAt(p - 1))) p-- // never split a surrogate pair
  let s = 0
  while (s < max - p && left.charCodeAt(left.length - 1 - s) === right.charCodeAt(right.length - 1 - s)) s++
  if (s > 0 && isLowSurrogate(left.charCodeAt(left.length - s))) s--
  if (p === 0 && s === 0) return VALUE

  // Byte offsets of the prefix end and suffix start, counted the way the decoder walks code points.
  const suffixStart = left.length - s
  let prefixBytes = 0
  let suffixBytes = 0
  let bytes = 0
  for (let i = 0; i < left.length;) {
    if (i === p) prefixBytes = bytes
    if (i === suffixStart) suffixBytes = bytes
    const size = utf8CharSize(left.codePointAt(i)!)
    bytes += size
    i += size === 4 ? 2 : 1
  }
  if (p === left.length) prefixBytes = bytes
  if (s === 0) suffixBytes = bytes

  // Short ends are cheaper to re-send as part of the middle text than to reference.
  if (p > 0 && p <= 4 + digits(prefixBytes)) p = 0
  if (s > 0 && s <= 4 + digits(suffixBytes) + digits(bytes)) s = 0
  if (p === 0 && s === 0) return VALUE
  const mid = right.slice(p, right.length - s)
  const cost = (p > 0 ? 5 + digits(prefixBytes) : 0) + (s > 0 ? 4 + digits(suffixBytes) + digits(bytes) : 0)
  if (cost + (mid.length > 0 ? mid.length + 5 : 0) + 4 >= right.length + 2) return VALUE

  if (p > 0) out.push(OP_STRING_APPEND_SLICE, 0, prefixBytes)
  if (mid.length > 0) out.push(OP_STRING_APPEND_STRING, mid)
  if (s > 0) out.push(OP_STRING_APPEND_SLICE, suffixBytes, bytes)
  return BLANK
}

/** UTF-8 size of a code point, exactly as mendoza's utf8charSize (lone surrogates count 3). */
function utf8CharSize(code: number): number {
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff

// --- Helpers ---

function isRecord(v: unknown): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key)
}

function keyOf(v: unknown): string | undefined {
  if (!isRecord(v)) return undefined
  const key = v._key
  return typeof key === 'string' ? key : undefined
}

function digits(n: number): number {
  return String(n).length
}

/** Structural equality of JSON values (key order ignored). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ao = a as JsonObject
  const bo = b as JsonObject
  // Different array items usually differ in _key: fail fast before walking them.
  if (typeof ao._key === 'string' && ao._key !== bo._key) return false
  const keys = Object.keys(ao)
  if (keys.length !== Object.keys(bo).length) return false
  for (const key of keys) if (!hasOwn(bo, key) || !deepEqual(ao[key], bo[key])) return false
  return true
}
