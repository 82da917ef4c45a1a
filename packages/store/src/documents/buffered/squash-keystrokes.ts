import {DIFF_EQUAL, makeDiff, makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import type {Mut} from '@sanity/mutator'
import type {DocumentSnapshot} from '../types.js'
import {isArrayItemPath, type PatchBody, valueAtKeystrokePath} from './keystroke-patch.js'

/**
 * The staged keystroke edits of one commit window as one mutation that makes the same document
 * (issue 23). `@sanity/mutator` applies every edit it is handed four times or more (its squashing
 * buffer, LOCAL, the commit's staging, the rebase when the commit comes back), each time finding
 * `[_key=="…"]` by walking the whole array: twenty keystrokes into one item of a 1,000-item array cost
 * a commit over 100 ms. Handed one `diffMatchPatch` per text, it does that walk once.
 *
 * Only what is certain to mean the same to the lake is squashed: `createIfNotExists` of this
 * document, `setIfMissing` of what `before` already holds (no-ops here, kept once for the lake, where a
 * colleague may have removed the target meanwhile; of an array item, left out: the mutator skips those
 * everywhere), and `diffMatchPatch`es whose net change to each text is one stretch (typing at the
 * caret, deleting back, a word replaced): that stretch as one hunk lands where the keystrokes would
 * have, context and all. Edits at two places in one text are not
 * squashed: a diff of the two texts may describe them as one deletion and re-insertion of the text
 * between them, which on a text a colleague has changed meanwhile can delete what they did not, or
 * type twice what they typed once (the convergence fuzz found both). Anything else, a `set` or an
 * `unset` included, returns `undefined`: the edits then go to the mutator one by one.
 */
export function squashKeystrokes(
  before: DocumentSnapshot,
  mutations: Mut[],
  after: DocumentSnapshot,
): Mut[] | undefined {
  // Twenty keystrokes name the same few paths twenty times; each lookup walks the array for its key.
  const found = new Map<string, boolean>()
  const inBefore = (path: string) => {
    let known = found.get(path)
    if (known === undefined) found.set(path, (known = valueAtKeystrokePath(before, path).found))
    return known
  }
  let create: Mut | undefined
  let keystrokes = 0
  const setIfMissing: Record<string, unknown> = {}
  const texts = new Set<string>()
  for (const mutation of mutations) {
    if ('createIfNotExists' in mutation) {
      create ??= mutation
      continue
    }
    if (!('patch' in mutation)) return undefined
    const {id, setIfMissing: ensure, diffMatchPatch, ...rest} = mutation.patch as PatchBody
    if (id !== before._id || Object.keys(rest).length > 0) return undefined
    for (const [path, value] of Object.entries(ensure ?? {})) {
      if (!inBefore(path)) return undefined
      // The mutator, here and on the lake, skips a setIfMissing of an array item: leaving it out saves
      // each of its applications a walk of the array.
      if (isArrayItemPath(path)) continue
      if (!Object.prototype.hasOwnProperty.call(setIfMissing, path)) setIfMissing[path] = value
    }
    if (diffMatchPatch) keystrokes++
    for (const path of Object.keys(diffMatchPatch ?? {})) texts.add(path)
  }
  // One keystroke is already as small as it gets.
  if (keystrokes < 2) return undefined
  const diffMatchPatch: Record<string, string> = {}
  for (const path of texts) {
    const from = valueAtKeystrokePath(before, path).value
    const to = valueAtKeystrokePath(after, path).value
    if (typeof from !== 'string' || typeof to !== 'string') return undefined
    const patch = squashedTextPatch(from, to)
    if (patch === undefined) return undefined
    diffMatchPatch[path] = patch
  }
  const patch: PatchBody = {id: before._id}
  if (Object.keys(setIfMissing).length > 0) patch.setIfMissing = setIfMissing
  patch.diffMatchPatch = diffMatchPatch
  return [...(create ? [create] : []), {patch} as Mut]
}

/**
 * The patch from `from` to `to` when they differ in one stretch, else undefined. A text typed into
 * and put back as it was gets an empty patch (no hunks, a no-op), so the commit still names it.
 */
export function squashedTextPatch(from: string, to: string): string | undefined {
  // The library's diff without its semantic clean-up, which trades exactness for readability.
  const diffs = makeDiff(from, to)
  const changed = diffs.map(([operation]) => operation !== DIFF_EQUAL)
  const first = changed.indexOf(true)
  const last = changed.lastIndexOf(true)
  if (first !== -1 && changed.slice(first, last + 1).includes(false)) return undefined
  return stringifyPatches(makePatches(from, diffs))
}
