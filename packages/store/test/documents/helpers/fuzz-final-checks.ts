import type {DocumentSnapshot} from '../../../src/documents/types.js'
import {ownerOf, type Item, TITLE, itemTextPath, textAt, itemsOf, chars, difference} from './fuzz-document.js'
import type {Editor} from './fuzz-editor.js'
import type {AppliedPatch} from './fuzz-replay.js'

/** The convergence fuzz's checks of the final document: every character kept, in order, once. */

/** Every text field of `doc` by path: the title and each item's text. */
export function textsOf(doc: DocumentSnapshot | null): Map<string, string> {
  const texts = new Map<string, string>()
  const title = textAt(doc, TITLE)
  if (title !== undefined) texts.set(TITLE, title)
  for (const item of itemsOf(doc))
    if (typeof item.text === 'string') texts.set(itemTextPath(item._key), item.text)
  return texts
}

/**
 * What must hold of the final document, given the base document, what every editor did, and how the
 * lake applied each patch (`replayTransactions`):
 *
 * - every character is unique and stands in the field it was typed in (nothing applied twice);
 * - every character nobody deleted is there: base text, and every character an editor typed and did
 *   not delete itself (editors delete only base text and their own characters, and remove only their
 *   own items); every deleted character is gone;
 * - characters keep the order every editor saw them in: for each text as an editor saw it before and
 *   after each of its edits, the characters still there stand in that order (so each editor's runs
 *   are intact and at the place they were typed relative to the text around them), and items keep
 *   the order every editor saw them in; the items are the base items and every added item that its
 *   editor did not remove.
 *
 * The one exception is diff-match-patch's own: a patch made from a view whose text around the edit
 * (its context, or the text's edge) has changed on the server meanwhile is matched fuzzily, and may
 * fail (its insert or delete is lost), delete more, or land elsewhere; and a copy that shows a pending
 * edit rebased onto such a changed text shows a guess of where it will land. What such a patch lost,
 * kept or placed, and what was typed next to a character placed that way, is reported in `deviations`,
 * not as a problem.
 */
export function checkFinalDocument(
  final: DocumentSnapshot | null,
  base: {title?: string; items: Item[]},
  editors: Editor[],
  applied: AppliedPatch[],
): {problems: string[]; deviations: string[]} {
  const problems: string[] = []
  const deviations: string[] = []
  const texts = textsOf(final)
  const describe = (char: string) => {
    const owner = ownerOf(char)
    return `${JSON.stringify(char)} (${owner === undefined ? 'base' : `editor ${owner}`})`
  }
  const fuzzy = applied.filter((patch) => !patch.windowIntact)
  const lostByDmp = new Set(fuzzy.flatMap((patch) => [...patch.lostInserts, ...patch.collateral]))
  const keptByDmp = new Set(fuzzy.flatMap((patch) => patch.lostDeletes))
  // Characters whose place is diff-match-patch's guess: inserted by a patch matched fuzzily (on the
  // lake, or in a copy that showed it rebased onto a changed text), or placed next to such a one.
  const displaced = new Set<string>()
  for (const patch of applied) {
    if (patch.windowIntact && !patch.guessed && ![...patch.windowChars].some((char) => displaced.has(char)))
      continue
    for (const char of difference(chars(patch.view.after), chars(patch.view.before))) displaced.add(char)
  }
  const report = (explained: boolean, message: string) => (explained ? deviations : problems).push(message)
  const insertionOf = (char: string) => {
    const patch = applied.find(
      (candidate) => candidate.view.after.includes(char) && !candidate.view.before.includes(char),
    )
    if (!patch) return 'base text'
    const {view} = patch
    return `typed by editor ${view.editor} into ${JSON.stringify(view.before)} -> ${JSON.stringify(view.after)}; the lake had ${JSON.stringify(patch.serverBefore)} -> ${JSON.stringify(patch.serverAfter)} (context ${patch.windowIntact ? 'intact' : 'changed'}${patch.guessed ? ', shown rebased' : ''})`
  }

  // Where each character was typed.
  const origin = new Map<string, string>()
  for (const [path, text] of textsOf({_id: '', _type: '', ...base}))
    for (const char of text) origin.set(char, path)
  for (const view of editors.flatMap((editor) => editor.views)) {
    for (const char of view.after) if (!origin.has(char)) origin.set(char, view.path)
  }
  const deleted = new Set(editors.flatMap((editor) => [...editor.deleted]))
  const removedItems = new Set(editors.flatMap((editor) => [...editor.removedItems]))

  const seen = new Map<string, string>()
  for (const [path, text] of texts) {
    for (const char of text) {
      const earlier = seen.get(char)
      if (earlier !== undefined) problems.push(`${describe(char)} appears twice (${earlier}, ${path})`)
      seen.set(char, path)
      const typedIn = origin.get(char)
      if (typedIn === undefined) problems.push(`${describe(char)} in ${path} was never typed`)
      else if (typedIn !== path)
        problems.push(`${describe(char)} was typed in ${typedIn} but stands in ${path}`)
      if (deleted.has(char)) {
        report(
          keptByDmp.has(char),
          `${describe(char)} was deleted but is in ${path}: ${JSON.stringify(text)}`,
        )
      }
    }
  }
  for (const [char, path] of origin) {
    const itemRemoved = [...removedItems].some((key) => itemTextPath(key) === path)
    if (!deleted.has(char) && !itemRemoved && !seen.has(char)) {
      report(
        lostByDmp.has(char),
        `${describe(char)} typed in ${path} is missing: ${JSON.stringify(texts.get(path) ?? null)}`,
      )
    }
  }

  for (const view of editors.flatMap((editor) => editor.views)) {
    const text = texts.get(view.path)
    if (text === undefined) continue
    for (const seenText of [view.before, view.after]) {
      const swapped = outOfOrder(seenText, text)
      if (swapped) {
        const explained = swapped.some((char) => displaced.has(char))
        report(
          explained,
          `editor ${view.editor} saw ${JSON.stringify(seenText)} in ${view.path}; the final ${JSON.stringify(text)} has ${swapped.join(' and ')} the other way round` +
            (explained ? '' : swapped.map((char) => `\n    ${char}: ${insertionOf(char)}`).join('')),
        )
      }
    }
  }

  const keys = itemsOf(final).map((item) => item._key)
  const expectedKeys = new Set([
    ...base.items.map((item) => item._key),
    ...editors.flatMap((editor) => editor.addedItems.filter((key) => !editor.removedItems.has(key))),
  ])
  if (keys.length !== expectedKeys.size || !keys.every((key) => expectedKeys.has(key))) {
    problems.push(`items ${JSON.stringify(keys)}, expected ${JSON.stringify([...expectedKeys])}`)
  }
  for (const editor of editors) {
    for (const keyView of editor.keyViews) {
      if (outOfOrder(keyView, keys)) {
        problems.push(
          `editor ${editor.index} saw items ${JSON.stringify(keyView)}; final ${JSON.stringify(keys)}`,
        )
      }
    }
  }
  return {problems, deviations}
}

/** Two elements of `seen` that stand the other way round in `final`, or undefined. */
function outOfOrder(seen: Iterable<string>, final: Iterable<string>): [string, string] | undefined {
  const position = new Map<string, number>()
  let i = 0
  for (const element of final) position.set(element, i++)
  let last: string | undefined
  for (const element of seen) {
    const at = position.get(element)
    if (at === undefined) continue
    if (last !== undefined && at <= position.get(last)!) return [last, element]
    last = element
  }
  return undefined
}
