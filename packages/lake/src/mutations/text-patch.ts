import {
  adjustIndiciesToUcs2,
  cleanupSemantic,
  DIFF_DELETE,
  DIFF_EQUAL,
  DIFF_INSERT,
  makeDiff,
  type Patch,
  parsePatch,
} from '@sanity/diff-match-patch'
import {DEFAULT_PATCH_LIMITS} from './patch-limits.js'

/*
 * Applies a `diffMatchPatch` to a string so that no typed character is lost (issue 13).
 *
 * A studio sends each keystroke as a patch made against the text its user saw. By the time it
 * arrives, others may have changed that text. The library's own apply finds the hunk's context with a
 * fuzzy match that also requires the start or end of the text where the hunk touched them, so a
 * character typed at the end of "Hi" is dropped once someone has typed after it ("Oh, Hi there"), a
 * deletion is dropped once the text around it moved, and a short context can land in the wrong place.
 *
 * Here each hunk is placed by exact context first, nearest to where it was expected: the whole
 * context, then the context on one side (the other side was edited meanwhile), then the changed text
 * alone. Failing that, the hunk's text is aligned with the text around where it was expected (a
 * character diff): the characters it deleted are deleted where they still are, characters others
 * typed in between are kept, and what it inserts goes where its changed stretch began. An alignment
 * that shares too little with the hunk, or none of the text it deleted, does no deletion, and its
 * insertion goes where it was expected: a typed character is never dropped, and a deletion never
 * removes what someone else typed. Every copy converges on the lake's result, so this only has to be
 * deterministic on the lake; where the library's own apply would place a hunk exactly, the result is
 * the same.
 */

interface Hunk {
  /** Unchanged text before the change. */
  left: string
  /** The changed stretch as it was (equal and deleted text). */
  oldMiddle: string
  /** The changed stretch as it becomes (equal and inserted text). */
  newMiddle: string
  /** The inserted text alone. */
  inserted: string
  /** Unchanged text after the change. */
  right: string
  /** Where the hunk started in the text it was made against, adjusted for earlier hunks. */
  start: number
}

function partsOf(patch: Patch): Omit<Hunk, 'start'> {
  const diffs = patch.diffs
  let first = 0
  while (first < diffs.length && diffs[first][0] === DIFF_EQUAL) first++
  let last = diffs.length - 1
  while (last >= first && diffs[last][0] === DIFF_EQUAL) last--
  const text = (from: number, to: number, keep: number) =>
    diffs
      .slice(from, to)
      .filter(([operation]) => operation === DIFF_EQUAL || operation === keep)
      .map(([, value]) => value)
      .join('')
  return {
    left: text(0, first, DIFF_EQUAL),
    oldMiddle: text(first, last + 1, DIFF_DELETE),
    newMiddle: text(first, last + 1, DIFF_INSERT),
    inserted: diffs
      .filter(([operation]) => operation === DIFF_INSERT)
      .map(([, value]) => value)
      .join(''),
    right: text(last + 1, diffs.length, DIFF_EQUAL),
  }
}

/** The occurrence of `needle` in `text` whose start is nearest to `near`, or -1. */
function nearestIndexOf(text: string, needle: string, near: number): number {
  if (needle === '') return -1
  let best = -1
  let from = 0
  for (;;) {
    const at = text.indexOf(needle, from)
    if (at < 0) return best
    if (best < 0 || Math.abs(at - near) < Math.abs(best - near)) best = at
    else if (at > near) return best
    from = at + 1
  }
}

/** Where the hunk's changed stretch starts in `text`, by exact context; undefined when not found. */
function locate(text: string, hunk: Hunk): number | undefined {
  const {left, oldMiddle, right, start} = hunk
  const expectedMiddle = start + left.length
  const candidates: [string, number][] = [
    [left + oldMiddle + right, left.length],
    [left + oldMiddle, left.length],
    [oldMiddle + right, 0],
    [oldMiddle, 0],
  ]
  for (const [needle, offset] of candidates) {
    // A one-sided context alone (an insertion whose other side changed) must be more than nothing.
    if (needle === oldMiddle && oldMiddle === '') continue
    const at = nearestIndexOf(text, needle, expectedMiddle - offset)
    if (at >= 0) return at + offset
  }
  return undefined
}

/** How far around the expected place an alignment looks, beyond the hunk's own length. */
const ALIGN_SLACK = 64

/**
 * The hunk applied by aligning its text (context and changed stretch) with the text near where it
 * was expected; undefined when less than half of it is found there.
 */
function alignedApply(text: string, hunk: Hunk): string | undefined {
  const pattern = hunk.left + hunk.oldMiddle + hunk.right
  const from = Math.max(0, Math.min(text.length, hunk.start) - ALIGN_SLACK)
  const to = Math.min(text.length, Math.max(0, hunk.start) + pattern.length + ALIGN_SLACK)
  const region = text.slice(from, to)
  const middleStart = hunk.left.length
  const middleEnd = middleStart + hunk.oldMiddle.length
  let shared = 0
  let patternIndex = 0
  let out = ''
  let insertAt: number | undefined
  const reachMiddle = () => {
    if (insertAt === undefined && patternIndex >= middleStart) insertAt = out.length
  }
  // Semantic cleanup keeps the alignment from pairing a deleted "t" with the "t" of another word.
  for (const [operation, chunk] of cleanupSemantic(makeDiff(pattern, region))) {
    if (operation === DIFF_INSERT) {
      // Someone else's text: always kept. Text typed right at the hunk's place stays after it.
      reachMiddle()
      out += chunk
      continue
    }
    for (const char of chunk) {
      reachMiddle()
      const inMiddle = patternIndex >= middleStart && patternIndex < middleEnd
      if (operation === DIFF_EQUAL) {
        shared++
        if (!inMiddle) out += char
      }
      patternIndex += char.length
    }
  }
  reachMiddle()
  if (shared * 2 < pattern.length) return undefined
  const at = insertAt ?? out.length
  const edited = out.slice(0, at) + hunk.inserted + out.slice(at)
  return text.slice(0, from) + edited + text.slice(to)
}

/**
 * The hunks of a patch text, their offsets turned from UTF-8 bytes (how patches count) into string
 * indexes. The conversion walks `text`, which may no longer be the text the patch was made against;
 * when it cannot convert, the offsets stay as they are: they only say where to look first.
 */
function hunksOf(patchText: string, text: string): Patch[] {
  const patches = parsePatch(patchText)
  try {
    return adjustIndiciesToUcs2(patches, text, {allowExceedingIndices: true})
  } catch {
    return patches
  }
}

/**
 * `text` with the diff-match-patch `patchText` applied, placing every hunk (see above). Alignment is a
 * quadratic diff, so at most `alignChars` characters of hunks are aligned per patch; a hunk past that
 * is treated as one with nothing left to align with (a 50,000-character hunk took 0.6 s to align).
 */
export function applyTextPatch(
  text: string,
  patchText: string,
  alignChars = DEFAULT_PATCH_LIMITS.maxDiffMatchPatchAlignChars,
): string {
  const patches = hunksOf(patchText, text)
  let result = text
  let delta = 0
  let alignable = alignChars
  for (const patch of patches) {
    const hunk: Hunk = {...partsOf(patch), start: patch.start2 + delta}
    const at = locate(result, hunk)
    if (at !== undefined) {
      result = result.slice(0, at) + hunk.newMiddle + result.slice(at + hunk.oldMiddle.length)
      delta += at - (hunk.start + hunk.left.length)
      continue
    }
    const size = hunk.left.length + hunk.oldMiddle.length + hunk.right.length
    const aligned = size <= alignable ? alignedApply(result, hunk) : undefined
    alignable -= Math.min(size, alignable)
    if (aligned !== undefined) {
      result = aligned
      continue
    }
    // Nothing of it is left to align with: keep what was typed, where it was expected.
    const expected = Math.min(Math.max(0, hunk.start + hunk.left.length), result.length)
    result = result.slice(0, expected) + hunk.inserted + result.slice(expected)
  }
  return result
}
