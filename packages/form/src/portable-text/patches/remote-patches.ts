import type {Patch, PortableTextBlock} from '@portabletext/editor'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {isEqual} from 'lodash-es'

type Keyed = {_key?: unknown; _type?: unknown; [field: string]: unknown}
type KeyedPath = Patch['path']

/**
 * Pairs of (document value, editor value) items already found equal, by identity: the store shares
 * every unchanged block between versions and the editor keeps its unchanged blocks too, so a pair
 * seen equal once is equal while both objects live. Keeps a keystroke in a 500-block body from
 * comparing 499 untouched blocks deeply.
 */
const knownEqual = new WeakMap<object, object>()

function equalItems(live: unknown, editor: unknown): boolean {
  if (live === editor) return true
  if (typeof live !== 'object' || live === null || typeof editor !== 'object' || editor === null) {
    return isEqual(live, editor)
  }
  if (knownEqual.get(live) === editor) return true
  const equal = isEqual(live, editor)
  if (equal) knownEqual.set(live, editor)
  return equal
}

const keyOf = (item: unknown): string | undefined => {
  const key = (item as Keyed | null)?._key
  return typeof key === 'string' ? key : undefined
}

/**
 * The patches that turn what the editor shows into what the document holds, so that someone else's
 * edit reaches the editor as the edit it is: text as `diffMatchPatch` on the span (the editor turns it
 * into text inserts and removals, which move the caret only by what was inserted before it), blocks and
 * children inserted and removed by `_key`, changed properties `set`. Our own keystrokes are in the
 * document the moment they are typed (patches go out synchronously), so what is left is the remote
 * part, or the lake's placement of our own text where it differs.
 *
 * Returns `undefined` when only a wholesale update can do it (keys moved, duplicate or missing keys):
 * the caller then hands the editor the whole value (`update value`).
 */
export function remotePatches(
  editorValue: readonly PortableTextBlock[] | undefined,
  liveValue: readonly PortableTextBlock[] | undefined,
  acceptBlock: (block: unknown) => boolean = () => true,
): Patch[] | undefined {
  const editor = editorValue ?? []
  const live = liveValue ?? []
  if (editor === live) return []
  if (live.length === 0) return editor.length === 0 ? [] : [remote({type: 'unset', path: []})]
  // A new or changed block the editor cannot show as it is goes to the editor's validation instead.
  const checkedBlock: ItemDiff = (before, after, path) =>
    acceptBlock(after) ? diffBlock(before, after, path) : undefined
  return diffKeyedItems(editor, live, [], checkedBlock, acceptBlock)
}

type ItemDiff = (editor: Keyed, live: Keyed, path: KeyedPath) => Patch[] | undefined

/**
 * Removes, inserts and changes items of a keyed array (blocks, or a block's children). The items both
 * sides keep must be in the same order; otherwise `undefined`.
 */
function diffKeyedItems(
  editor: readonly unknown[],
  live: readonly unknown[],
  parentPath: KeyedPath,
  diffItem: ItemDiff,
  acceptNew: (item: unknown) => boolean = () => true,
): Patch[] | undefined {
  const editorKeys = editor.map(keyOf)
  const liveKeys = live.map(keyOf)
  if (!uniqueKeys(editorKeys) || !uniqueKeys(liveKeys)) return undefined
  const liveByKey = new Map(live.map((item) => [keyOf(item) as string, item as Keyed]))
  const editorKeySet = new Set(editorKeys as string[])

  const kept = (editorKeys as string[]).filter((key) => liveByKey.has(key))
  const keptInLive = (liveKeys as string[]).filter((key) => editorKeySet.has(key))
  if (!isEqual(kept, keptInLive)) return undefined

  const patches: Patch[] = []
  for (const key of editorKeys as string[]) {
    if (!liveByKey.has(key)) patches.push(remote({type: 'unset', path: [...parentPath, {_key: key}]}))
  }
  if (kept.length === 0 && live.length > 0) {
    // Nothing in common: the content was replaced. Into an empty array, insert by index; otherwise the
    // caller replaces the parent whole.
    if (editor.length > 0 || !live.every(acceptNew)) return undefined
    return [remote({type: 'insert', path: [...parentPath, 0], position: 'before', items: [...live] as never})]
  }
  const editorByKey = new Map(editor.map((item) => [keyOf(item) as string, item as Keyed]))
  let previousKey: string | undefined
  let pending: Keyed[] = []
  const flushBefore = (nextKey: string) => {
    if (pending.length === 0) return
    patches.push(
      remote({
        type: 'insert',
        path: [...parentPath, {_key: nextKey}],
        position: 'before',
        items: pending as never,
      }),
    )
    pending = []
  }
  for (const item of live as Keyed[]) {
    const key = keyOf(item) as string
    const before = editorByKey.get(key)
    if (!before) {
      if (!acceptNew(item)) return undefined
      if (previousKey === undefined) pending.push(item)
      else {
        patches.push(
          remote({
            type: 'insert',
            path: [...parentPath, {_key: previousKey}],
            position: 'after',
            items: [item] as never,
          }),
        )
      }
      previousKey = previousKey === undefined ? undefined : key
      continue
    }
    flushBefore(key)
    previousKey = key
    if (equalItems(item, before)) continue
    const changes = diffItem(before, item, [...parentPath, {_key: key}])
    if (changes === undefined) return undefined
    patches.push(...changes)
  }
  return patches
}

/** A block's changes: a text block's properties and children; any other block is set whole. */
function diffBlock(editor: Keyed, live: Keyed, path: KeyedPath): Patch[] | undefined {
  if (editor._type !== live._type || !Array.isArray(editor.children) || !Array.isArray(live.children)) {
    return [remote({type: 'set', path, value: live as never})]
  }
  const patches = diffProperties(editor, live, path, ['children'])
  const children = diffKeyedItems(editor.children, live.children, [...path, 'children'], diffChild)
  // Children replaced or reordered: the block is set whole (the caret may move, rare for a remote edit).
  if (children === undefined) return [remote({type: 'set', path, value: live as never})]
  return [...patches, ...children]
}

/** A child's changes: a span's text as `diffMatchPatch` and its other properties; objects set whole. */
function diffChild(editor: Keyed, live: Keyed, path: KeyedPath): Patch[] | undefined {
  if (editor._type !== live._type || typeof editor.text !== 'string' || typeof live.text !== 'string') {
    return [remote({type: 'set', path, value: live as never})]
  }
  const patches = diffProperties(editor, live, path, ['text'])
  if (editor.text !== live.text) {
    const value = stringifyPatches(makePatches(editor.text, live.text))
    patches.push(remote({type: 'diffMatchPatch', path: [...path, 'text'], value}))
  }
  return patches
}

/** `set` for each property that differs, `unset` for each one the document no longer has. */
function diffProperties(editor: Keyed, live: Keyed, path: KeyedPath, skip: string[]): Patch[] {
  const patches: Patch[] = []
  for (const [name, value] of Object.entries(live)) {
    if (skip.includes(name) || isEqual(value, editor[name])) continue
    patches.push(remote({type: 'set', path: [...path, name], value: value as never}))
  }
  for (const name of Object.keys(editor)) {
    if (!skip.includes(name) && !(name in live)) patches.push(remote({type: 'unset', path: [...path, name]}))
  }
  return patches
}

function uniqueKeys(keys: (string | undefined)[]): keys is string[] {
  return keys.every((key) => key !== undefined) && new Set(keys).size === keys.length
}

function remote<T extends Patch>(patch: T): T {
  return {...patch, origin: 'remote'}
}
