import {cleanupSemantic, DIFF_DELETE, DIFF_INSERT, makeDiff} from '@sanity/diff-match-patch'
import type {TextSegment} from './change-types.js'

/** Text diff thresholds (spec 002 §9): absolute length 30, relative 1.2. */
export const TEXT_DIFF_ABSOLUTE_THRESHOLD = 30
export const TEXT_DIFF_RELATIVE_THRESHOLD = 1.2

/** Character-level segments of two texts, cleaned up to whole words where that reads better. */
export function diffTextSegments(from: string, to: string): TextSegment[] {
  return cleanupSemantic(makeDiff(from, to)).map(([op, text]) => ({
    action: op === DIFF_INSERT ? 'added' : op === DIFF_DELETE ? 'removed' : 'unchanged',
    text,
  }))
}

/**
 * Whether a text change reads best inline. A rewrite (more than 30 characters changed and more than
 * 1.2 times as much changed as kept) is clearer as the old text, then the new one: an inline diff of it
 * would be a confetti of single letters.
 */
export function showsInline(segments: readonly TextSegment[]): boolean {
  let changed = 0
  let kept = 0
  for (const segment of segments) {
    if (segment.action === 'unchanged') kept += segment.text.length
    else changed += segment.text.length
  }
  if (changed <= TEXT_DIFF_ABSOLUTE_THRESHOLD) return true
  return changed <= kept * TEXT_DIFF_RELATIVE_THRESHOLD
}

/** Inline segments for a string change, or undefined when it is shown as before → after. */
export function stringSegments(from: unknown, to: unknown): TextSegment[] | undefined {
  const segments = diffTextSegments(typeof from === 'string' ? from : '', typeof to === 'string' ? to : '')
  return showsInline(segments) ? segments : undefined
}
