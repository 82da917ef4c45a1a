import {applyPatches, parsePatch} from '@sanity/diff-match-patch'
import type {Mut} from '@sanity/mutator'
import type {DocumentSnapshot} from '../types.js'

/**
 * A keystroke's patch applied at the cost of its path (issue 23). `@sanity/mutator` finds `[_key=="…"]`
 * by testing every item of the array through its accessors and the buffered document applies each edit
 * twice, which in a 500-block body or a 1,000-item array took milliseconds per key. The edits a text
 * input or the rich-text editor sends are a small family: `set`, `setIfMissing`, `unset` and
 * `diffMatchPatch` on a path of field names, keys and indexes whose containers all exist. Those are
 * applied here with the mutator's own semantics (operation order within a patch, identity kept where a
 * value does not change, the same text patching); anything else returns `undefined` and goes through
 * the mutator. `buffered-copy.ts` hands these edits to the mutator later, in one piece, off the key's path.
 */
export function applyKeystrokePatches(
  document: DocumentSnapshot | null,
  mutations: Mut[],
): DocumentSnapshot | undefined {
  if (!document || mutations.length === 0) return undefined
  let result: Record<string, unknown> = document
  for (const mutation of mutations) {
    // Every edit comes with a create of the draft from the published version, for when the draft is
    // gone by the time the lake applies it; on an existing document the mutator leaves it alone.
    if ('createIfNotExists' in mutation) {
      if ((mutation.createIfNotExists as {_id?: string})._id !== document._id) return undefined
      continue
    }
    const patch = 'patch' in mutation ? (mutation.patch as PatchBody) : undefined
    if (!patch || patch.id !== document._id || !onlyKnownKeys(patch)) return undefined
    // The mutator's order within one patch, whatever the order of the keys.
    for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
      // An object member's edit first makes sure its array item is there (`rows[_key=="a"]`): the
      // mutator skips a setIfMissing whose target is an array item, so it changes nothing.
      const segments = parsePath(path)
      if (segments && !('name' in segments.at(-1)!)) {
        if (!lookUp(result, segments).found) return undefined
        continue
      }
      const next = update(result, path, (parent, name) =>
        Object.prototype.hasOwnProperty.call(parent, name) ? parent : withAttribute(parent, name, value),
      )
      if (!next) return undefined
      result = next
    }
    for (const [path, value] of Object.entries(patch.set ?? {})) {
      const next = update(result, path, (parent, name) => withAttribute(parent, name, value))
      if (!next) return undefined
      result = next
    }
    for (const path of patch.unset ?? []) {
      const next = update(result, path, (parent, name) => {
        const copy = {...parent}
        delete copy[name]
        return copy
      })
      if (!next) return undefined
      result = next
    }
    for (const [path, source] of Object.entries(patch.diffMatchPatch ?? {})) {
      const next = update(result, path, (parent, name) => {
        // The mutator throws for a missing target: let it.
        if (!Object.prototype.hasOwnProperty.call(parent, name)) return undefined
        const before = parent[name]
        if (typeof before !== 'string') return parent
        const [after] = applyPatches(parsePatch(source), before, {allowExceedingIndices: true})
        return withAttribute(parent, name, after)
      })
      if (!next) return undefined
      result = next
    }
  }
  return result as DocumentSnapshot
}

/** The operations of a keystroke's patch (`squash-keystrokes.ts` reads the same shape). */
export interface PatchBody {
  id?: string
  set?: Record<string, unknown>
  setIfMissing?: Record<string, unknown>
  unset?: string[]
  diffMatchPatch?: Record<string, string>
}

const KNOWN_KEYS = new Set(['id', 'set', 'setIfMissing', 'unset', 'diffMatchPatch'])

function onlyKnownKeys(patch: object): boolean {
  return Object.keys(patch).every((key) => KNOWN_KEYS.has(key))
}

type Segment = {name: string} | {key: string} | {index: number}
type Record_ = Record<string, unknown>

/** `rows[_key=="row-5"].field7`, `body[_key=="b"].children[0].text`; anything fancier is not ours. */
const SEGMENT = /^([A-Za-z_]\w*)((?:\[(?:_key=="[^"\\]*"|\d+)\])*)$/
const SELECTOR = /\[(?:_key=="([^"\\]*)"|(\d+))\]/g

function parsePath(path: string): Segment[] | undefined {
  const segments: Segment[] = []
  for (const part of path.split('.')) {
    const match = SEGMENT.exec(part)
    if (!match) return undefined
    segments.push({name: match[1]!})
    for (const selector of match[2]!.matchAll(SELECTOR)) {
      segments.push(selector[1] !== undefined ? {key: selector[1]} : {index: Number(selector[2])})
    }
  }
  return segments
}

/** What `segments` hold in `root`; found when every container exists and each key is there exactly once. */
function lookUp(root: unknown, segments: Segment[]): {found: boolean; value?: unknown} {
  let value = root
  for (const segment of segments) {
    if ('name' in segment) {
      if (!isPlainObject(value) || !Object.prototype.hasOwnProperty.call(value, segment.name))
        return {found: false}
      value = value[segment.name]
      continue
    }
    if (!Array.isArray(value)) return {found: false}
    const index = 'index' in segment ? segment.index : onlyIndexOfKey(value, segment.key)
    if (index === undefined || index >= value.length) return {found: false}
    value = value[index]
  }
  return {found: true, value}
}

/** The path ends at an array item (`rows[_key=="a"]`, `rows[3]`), where `setIfMissing` does nothing. */
export function isArrayItemPath(path: string): boolean {
  const last = parsePath(path)?.at(-1)
  return last !== undefined && !('name' in last)
}

/**
 * What a keystroke path (`rows[_key=="row-5"].field7`) holds in `document`: `found` is false when the
 * path is not one `applyKeystrokePatches` takes, or a container or key on it is missing.
 */
export function valueAtKeystrokePath(document: unknown, path: string): {found: boolean; value?: unknown} {
  const segments = parsePath(path)
  return segments ? lookUp(document, segments) : {found: false}
}

/**
 * Copies the containers along `path` and lets `change` replace the object holding its last field.
 * Undefined when the path is not a plain field path, a container on it is missing or of the wrong kind,
 * a key is not found exactly once, or `change` declines.
 */
function update(
  root: Record_,
  path: string,
  change: (parent: Record_, name: string) => Record_ | undefined,
): Record_ | undefined {
  const segments = parsePath(path)
  const last = segments?.at(-1)
  if (!segments || !last || !('name' in last)) return undefined
  // The path starts with a field name, so the root comes back as an object.
  return updateIn(root, segments, 0, change) as Record_ | undefined
}

function updateIn(
  container: unknown,
  segments: Segment[],
  at: number,
  change: (parent: Record_, name: string) => Record_ | undefined,
): object | undefined {
  const segment = segments[at]!
  if ('name' in segment) {
    if (!isPlainObject(container)) return undefined
    if (at === segments.length - 1) return change(container, segment.name)
    if (!Object.prototype.hasOwnProperty.call(container, segment.name)) return undefined
    const child = container[segment.name]
    const next = updateIn(child, segments, at + 1, change)
    if (next === undefined) return undefined
    return withAttribute(container, segment.name, next)
  }
  if (!Array.isArray(container)) return undefined
  const index = 'index' in segment ? segment.index : onlyIndexOfKey(container, segment.key)
  if (index === undefined || index >= container.length) return undefined
  const next = updateIn(container[index], segments, at + 1, change)
  if (next === undefined) return undefined
  if (Object.is(next, container[index])) return container
  const copy = container.slice()
  copy[index] = next
  return copy
}

function onlyIndexOfKey(items: unknown[], key: string): number | undefined {
  let found: number | undefined
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (isPlainObject(item) && item._key === key) {
      if (found !== undefined) return undefined
      found = index
    }
  }
  return found
}

/** As the mutator's accessor: the same object when the value is the same one. */
function withAttribute(parent: Record_, name: string, value: unknown): Record_ {
  if (Object.is(parent[name], value) && Object.prototype.hasOwnProperty.call(parent, name)) return parent
  return {...parent, [name]: value}
}

function isPlainObject(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
