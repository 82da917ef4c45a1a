import {DIFF_DELETE, DIFF_INSERT, type Diff, makeDiff} from '@sanity/diff-match-patch'

/**
 * Where `position` in the old text is in the new one: text inserted or removed before it moves it by
 * that length, a change after it leaves it alone, and a position inside removed text goes to where the
 * removal was. Text inserted exactly at the position stays after it (the other person's text does not
 * push the caret of the person typing there).
 */
export function mapPosition(diffs: readonly Diff[], position: number): number {
  let oldIndex = 0
  let newIndex = 0
  for (const [operation, text] of diffs) {
    if (operation === DIFF_INSERT) {
      // An insertion at the position itself leaves the position before it.
      if (oldIndex >= position) return newIndex
      newIndex += text.length
      continue
    }
    const end = oldIndex + text.length
    if (position <= end) return operation === DIFF_DELETE ? newIndex : newIndex + (position - oldIndex)
    if (operation !== DIFF_DELETE) newIndex += text.length
    oldIndex = end
  }
  return newIndex
}

export interface TextSelection {
  start: number
  end: number
  direction?: 'forward' | 'backward' | 'none'
}

/** The selection after the text changed from `before` to `after` by someone else. */
export function mapSelection(before: string, after: string, selection: TextSelection): TextSelection {
  const diffs = makeDiff(before, after)
  const start = mapPosition(diffs, selection.start)
  const end = selection.end === selection.start ? start : mapPosition(diffs, selection.end)
  return {start, end: Math.max(start, end), direction: selection.direction}
}
