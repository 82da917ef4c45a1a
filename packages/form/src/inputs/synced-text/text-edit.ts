import {
  DIFF_DELETE,
  DIFF_EQUAL,
  DIFF_INSERT,
  type Diff,
  makePatches,
  stringifyPatches,
} from '@sanity/diff-match-patch'
import {diffMatchPatch, setIfMissing, unset, type FormPatch} from '../../patch/patches.js'

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/**
 * The one contiguous change an input event makes, as diffs from `before` to `after`. A keystroke, a
 * paste or a cut replaces one range, and the caret ends right after what was inserted, so the caret
 * says where the change was when the texts alone are ambiguous: typing "a" at the start of "aa" is an
 * insertion at 0, not at the end where a plain text diff would put it (and where a concurrent edit
 * would then be rebased against the wrong place).
 */
export function textEditDiffs(before: string, after: string, caretAfter?: number): Diff[] {
  let prefix = 0
  const shortest = Math.min(before.length, after.length)
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++
  let suffix = 0
  while (
    suffix < shortest - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++
  if (caretAfter !== undefined && caretAfter >= 0 && caretAfter <= after.length) {
    // An insertion ends at the caret; a deletion (Backspace, Delete, a cut) leaves the caret where it
    // was. Either way the text after the caret is unchanged and the text before the change is too. Only
    // when the texts agree: a change made elsewhere (by an extension, say) leaves the caret alone.
    const inserted = after.length - before.length
    const start = inserted >= 0 ? caretAfter - inserted : caretAfter
    const end = inserted >= 0 ? caretAfter - inserted : caretAfter - inserted
    if (
      start >= 0 &&
      start <= prefix &&
      before.slice(end) === after.slice(caretAfter) &&
      (inserted >= 0 || before.slice(0, start) === after.slice(0, start))
    ) {
      prefix = start
      suffix = after.length - caretAfter
    }
  }
  prefix = Math.min(prefix, before.length - suffix, after.length - suffix)
  // Never split a surrogate pair (an emoji): the patch text is URI-encoded, which half a pair cannot be.
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix--
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix--
  const diffs: Diff[] = []
  if (prefix > 0) diffs.push([DIFF_EQUAL, before.slice(0, prefix)])
  const removed = before.slice(prefix, before.length - suffix)
  const added = after.slice(prefix, after.length - suffix)
  if (removed) diffs.push([DIFF_DELETE, removed])
  if (added) diffs.push([DIFF_INSERT, added])
  if (suffix > 0) diffs.push([DIFF_EQUAL, before.slice(before.length - suffix)])
  return diffs
}

/**
 * The patches for an edit of a string value from `before` (what the user saw) to `after` (what the
 * input now holds), relative to the input. The edit travels as a `diffMatchPatch`: its context places
 * it in the document's current text even when that text has changed since (someone else's typing), so
 * concurrent edits merge instead of one `set` overwriting the other. Emptying the field removes the
 * value; the first characters of an empty field set it only if it is still missing, then patch it, so
 * two people starting the same empty field both keep what they typed.
 */
export function stringEditPatches(before: string, after: string, caretAfter?: number): FormPatch[] {
  if (after === before) return []
  if (after === '') return [unset()]
  const patch = stringifyPatches(makePatches(before, textEditDiffs(before, after, caretAfter)))
  return before === '' ? [setIfMissing(''), diffMatchPatch(patch)] : [diffMatchPatch(patch)]
}
