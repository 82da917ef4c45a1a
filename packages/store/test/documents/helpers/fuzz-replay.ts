import {isDeepStrictEqual} from 'node:util'
import {applyPatches, DIFF_DELETE, DIFF_INSERT, parsePatch} from '@sanity/diff-match-patch'
import {type Doc, type Mut, Mutation} from '@sanity/mutator'
import {applyPatchBody} from '@tessera/lake'
import {squashedTextPatch} from '../../../src/documents/buffered/squash-keystrokes.js'
import type {DocumentSnapshot} from '../../../src/documents/types.js'
import {textAt, type TextView, chars, difference} from './fuzz-document.js'
import type {Editor} from './fuzz-editor.js'

/** The convergence fuzz's replay of the lake's transactions against what each editor meant. */

/** One transaction as the lake applied it, from a listener of its own (no proxy). */
export interface LoggedTransaction {
  /** When the log's listener received it (ms since epoch). */
  receivedAt: number
  transactionId: string
  mutations: Mut[]
  result: DocumentSnapshot | null
}

/** How the lake applied one editor's `diffMatchPatch`, next to what the editor meant by it. */
export interface AppliedPatch {
  view: TextView
  /** The text on the server just before and after the patch. */
  serverBefore: string
  serverAfter: string
  /** The server text around the edit (its context, or the text's edge) was what the editor saw. */
  windowIntact: boolean
  /** The characters of that context. */
  windowChars: string
  /**
   * Some copy showed this edit rebased onto a text whose context around it had changed (an optimistic
   * guess of where it lands, which the lake need not share).
   */
  guessed: boolean
  lostInserts: string[]
  lostDeletes: string[]
  /** Characters the patch removed that the editor did not delete. */
  collateral: string[]
}

/**
 * One mutation as the lake applies it: `@sanity/mutator`, except that text patches are placed by the
 * lake's own rules (`applyPatchBody`, which keeps every typed character).
 */
function applyAsTheLake(doc: DocumentSnapshot | null, mutation: Mut): DocumentSnapshot | null {
  const patch = (mutation as {patch?: Record<string, unknown> & {id: string}}).patch
  if (doc && patch && 'diffMatchPatch' in patch) {
    const {id, ...operations} = patch
    return applyPatchBody(doc as never, operations, id) as DocumentSnapshot
  }
  return new Mutation({mutations: [mutation]}).apply(doc as Doc) as DocumentSnapshot | null
}

/**
 * Replays the lake's transactions from the base document as the lake applies them and pairs every `diffMatchPatch` with the edit it came from. Problems: a replayed
 * result that differs from the lake's, a transaction of no editor, patches out of line with what the
 * editors sent, a patch that inserted characters nobody typed, and a patch that did not do exactly
 * what its editor meant although the server text around it was the one the editor saw.
 */
export function replayTransactions(
  start: DocumentSnapshot | null,
  log: LoggedTransaction[],
  ownerOfTransaction: ReadonlyMap<string, number>,
  editors: Editor[],
  /** What the editors see before the first transaction: the draft, or the published document. */
  shownFirst: DocumentSnapshot | null = start,
): {applied: AppliedPatch[]; problems: string[]; squashedRuns: number} {
  const problems: string[] = []
  const applied: AppliedPatch[] = []
  const queues = editors.map((editor) => [...editor.views])
  /** Per editor, the runs of its edits the store squashed: where they start and end in its views. */
  const squashes: Squash[][] = editors.map(() => [])
  // Which edits each text patch carries, planned per editor over all its transactions at once.
  const plans = editors.map((editor) => {
    const texts = log
      .filter((transaction) => ownerOfTransaction.get(transaction.transactionId) === editor.index)
      .flatMap((transaction) => textPatchesOf(transaction))
    const plan = planTakes(editor.views, texts)
    if (!plan) problems.push(`editor ${editor.index}: the lake applied its text edits out of line`)
    return plan ?? []
  })
  const planned = editors.map(() => 0)
  let doc = start
  // The server's document after each transaction, with how many of each editor's edits it holds.
  const states = [{doc: shownFirst, applied: editors.map(() => 0), at: 0}]
  for (const transaction of log) {
    const owner = ownerOfTransaction.get(transaction.transactionId)
    if (owner === undefined) {
      problems.push(`transaction ${transaction.transactionId} came from no editor`)
      continue
    }
    for (const mutation of transaction.mutations) {
      const entries = Object.entries(textPatchOf(mutation) ?? {})
      const before = entries.map(([path]) => textAt(doc, path) ?? '')
      doc = applyAsTheLake(doc, mutation)
      const take = entries.length > 0 ? plans[owner]![planned[owner]!++] : undefined
      if (!take) continue
      const start = editors[owner]!.views.length - queues[owner]!.length
      queues[owner]!.splice(0, take.length)
      if (take.length > 1) squashes[owner]!.push({start, end: start + take.length, views: take.views})
      entries.forEach(([path, patchText], i) => {
        // A text typed into and put back within one commit comes as an empty patch: nothing to check.
        if (patchText !== '')
          applied.push(analysePatch(take.views.get(path)!, before[i]!, textAt(doc, path) ?? ''))
      })
    }
    const counts = editors.map((editor) => editor.views.length - queues[editor.index]!.length)
    if (!isDeepStrictEqual(withoutSystemFields(doc), withoutSystemFields(transaction.result))) {
      problems.push(
        `replaying ${transaction.transactionId} gives ${JSON.stringify(doc)}, the lake has ${JSON.stringify(transaction.result)}`,
      )
      doc = transaction.result
    }
    states.push({doc, applied: counts, at: transaction.receivedAt})
  }
  for (const editor of editors) {
    const left = queues[editor.index]!.length
    if (left > 0) problems.push(`editor ${editor.index}: ${left} of its text edits never reached the lake`)
  }
  const views = checkViews(states, editors, squashes)
  problems.push(...views.problems)
  for (const patch of applied) patch.guessed = views.guessed.has(patch.view)
  for (const patch of applied) {
    const {view} = patch
    const inserted = difference(chars(patch.serverAfter), chars(patch.serverBefore))
    const unexpected = [...inserted].filter(
      (char) => !view.after.includes(char) || view.before.includes(char),
    )
    if (unexpected.length > 0) {
      problems.push(
        `editor ${view.editor}: a patch of ${view.path} inserted ${JSON.stringify(unexpected.join(''))}`,
      )
    }
    const deviates = patch.lostInserts.length + patch.lostDeletes.length + patch.collateral.length > 0
    if (patch.windowIntact && (deviates || !patch.serverAfter.includes(windowOf(view).after))) {
      problems.push(
        `editor ${view.editor}: ${JSON.stringify(view.before)} -> ${JSON.stringify(view.after)} in ${view.path} made ${JSON.stringify(patch.serverBefore)} -> ${JSON.stringify(patch.serverAfter)} on the lake`,
      )
    }
  }
  return {applied, problems, squashedRuns: squashes.reduce((sum, runs) => sum + runs.length, 0)}
}

/** A run of an editor's edits (`views[start..end)`) the store sent as one patch per text. */
interface Squash {
  start: number
  end: number
  views: Map<string, TextView>
}

interface Take {
  /** How many edits from the front of the queue. */
  length: number
  /** Per text, its edit (or for a squashed run, one from the run's first text to its last). */
  views: Map<string, TextView>
}

function textPatchOf(mutation: Mut): Record<string, string> | undefined {
  return mutation.patch && 'diffMatchPatch' in mutation.patch
    ? (mutation.patch.diffMatchPatch as Record<string, string>)
    : undefined
}

interface TextPatch {
  entries: [string, string][]
  squashed: boolean
  /** When the lake's own listener had it: every edit it carries was made before. */
  until: number
}

/**
 * A transaction's `diffMatchPatch`es in order. The store sends a lone keystroke as its own patch (the
 * text's target, a `setIfMissing`, in another one before it); a squashed window comes as one patch with
 * the targets of all its texts.
 */
function textPatchesOf(transaction: LoggedTransaction): TextPatch[] {
  return transaction.mutations.flatMap((mutation) => {
    const entries = Object.entries(textPatchOf(mutation) ?? {})
    if (entries.length === 0) return []
    const squashed = entries.length > 1 || 'setIfMissing' in mutation.patch!
    return [{entries, squashed, until: transaction.receivedAt}]
  })
}

/**
 * Which of an editor's edits each of its `diffMatchPatch`es carries, in order; undefined when no
 * assignment fits. An unsquashed one carries the next edit exactly as made. A squashed one (the store
 * squashes the keystrokes of one commit window, squash-keystrokes.ts) carries a run of the next edits
 * whose texts are its texts and which, text by text, lead from the run's first text to its last by
 * exactly its patch (the store's own `squashedTextPatch`), all made before the lake applied it. Edits
 * that put a text back as it was fit more than one run, so runs are searched, longest first, for one
 * assignment of all the editor's patches.
 */
function planTakes(
  views: TextView[],
  texts: TextPatch[],
  from = 0,
  index = 0,
  // A bug could make the search exponential: it gives up (and the round fails) after this many steps.
  budget = {steps: 100_000},
): Take[] | undefined {
  const text = texts[index]
  if (!text) return []
  if (--budget.steps < 0) return undefined
  const fits = text.squashed
    ? squashedFits(views, from, text.entries, text.until)
    : exactFit(views, from, text.entries)
  for (const fit of fits.reverse()) {
    const rest = planTakes(views, texts, from + fit.length, index + 1, budget)
    if (rest) return [fit, ...rest]
  }
  return undefined
}

function exactFit(queue: TextView[], from: number, entries: [string, string][]): Take[] {
  const view = queue[from]
  const [path, patch] = entries[0]!
  if (entries.length !== 1 || !view || view.path !== path || view.patch !== patch) return []
  return [{length: 1, views: new Map([[path, view]])}]
}

function squashedFits(queue: TextView[], from: number, entries: [string, string][], until: number): Take[] {
  const patches = new Map(entries)
  const runs = new Map<string, {first: TextView; last: TextView}>()
  const fits: Take[] = []
  for (let n = from; n < queue.length; n++) {
    const view = queue[n]!
    if (!patches.has(view.path) || view.at > until) break
    const run = runs.get(view.path)
    // Within one commit window nothing else changes a text between its keystrokes.
    if (run && run.last.after !== view.before) break
    runs.set(view.path, {first: run?.first ?? view, last: view})
    if (runs.size < patches.size) continue
    const fit = [...runs].every(
      ([path, {first, last}]) =>
        (first === last && first.patch === patches.get(path)) ||
        squashedTextPatch(first.before, last.after) === patches.get(path),
    )
    if (!fit) continue
    fits.push({
      length: n + 1 - from,
      views: new Map(
        [...runs].map(([path, {first, last}]) => [
          path,
          first === last ? first : {...last, before: first.before, patch: patches.get(path)!},
        ]),
      ),
    })
  }
  return fits
}

/**
 * Every text an editor edited was one its store could show: the server's text at some revision, with
 * the editor's own edits that revision did not hold yet applied on top (its optimistic copy). A view
 * that is no such thing (a remote change half applied, an own edit applied twice or lost) is a bug.
 */
function checkViews(
  states: {doc: DocumentSnapshot | null; applied: number[]; at: number}[],
  editors: Editor[],
  squashes: Squash[][],
): {problems: string[]; guessed: Set<TextView>} {
  const problems: string[] = []
  const guessed = new Set<TextView>()
  const parsed = new Map<
    TextView,
    {patch: ReturnType<typeof parsePatch>; window: ReturnType<typeof windowOf>}
  >()
  const patchOf = (view: TextView) => {
    let entry = parsed.get(view)
    if (!entry) parsed.set(view, (entry = {patch: parsePatch(view.patch), window: windowOf(view)}))
    return entry
  }
  for (const editor of editors) {
    editor.views.forEach((view, k) => {
      // Newest first, from the last revision that existed when the editor made the edit.
      let index = states.length - 1
      while (index > 0 && states[index]!.at > view.at + 50) index--
      for (; index >= 0; index--) {
        const state = states[index]!
        const held = state.applied[editor.index]!
        if (held > k) continue
        // The pending edits one by one, as made; or with each run the store squashed before this edit
        // as its one patch (what the copy shows once a remote change rebased them).
        for (const asSquashed of [false, true]) {
          let text = textAt(state.doc, view.path) ?? ''
          const rebased: TextView[] = []
          for (let j = held; j < k; j++) {
            const squash = asSquashed
              ? squashes[editor.index]!.find((run) => run.start === j && run.end <= k)
              : undefined
            const own = squash ? squash.views.get(view.path) : editor.views[j]!
            if (squash) j = squash.end - 1
            if (!own || own.path !== view.path) continue
            const {patch, window} = patchOf(own)
            if (!contextIntact(window, text)) rebased.push(own)
            text = applyPatches(patch, text, {allowExceedingIndices: true})[0]
          }
          if (text === view.before) {
            for (const own of rebased) guessed.add(own)
            return
          }
        }
      }
      problems.push(
        `editor ${editor.index} edited ${view.path} as ${JSON.stringify(view.before)}: no server revision with its own pending edits gives that`,
      )
    })
  }
  return {problems, guessed}
}

function analysePatch(view: TextView, serverBefore: string, serverAfter: string): AppliedPatch {
  const intendedInserts = difference(chars(view.after), chars(view.before))
  const intendedDeletes = difference(chars(view.before), chars(view.after))
  const onServerBefore = chars(serverBefore)
  const onServerAfter = chars(serverAfter)
  const window = windowOf(view)
  const windowIntact = contextIntact(window, serverBefore)
  return {
    view,
    serverBefore,
    serverAfter,
    windowIntact,
    windowChars: window.before,
    guessed: false,
    lostInserts: [...intendedInserts].filter((char) => !onServerAfter.has(char)),
    lostDeletes: [...intendedDeletes].filter((char) => onServerBefore.has(char) && onServerAfter.has(char)),
    collateral: [...onServerBefore].filter((char) => !onServerAfter.has(char) && !intendedDeletes.has(char)),
  }
}

/**
 * The part of the text a patch's match depends on: its context and what it deletes (`before`), and
 * what the same stretch reads after it (`after`), taken from the patch itself (`makePatches` takes 4
 * characters of context around a delete and 8 around an insert, and the text's edges count as
 * context: a patch at the start of the text only matches at the start).
 */
function windowOf(view: TextView): {before: string; after: string; atStart: boolean; atEnd: boolean} {
  const diffs = parsePatch(view.patch).flatMap((patch) => patch.diffs)
  const before = diffs
    .filter(([op]) => op !== DIFF_INSERT)
    .map(([, text]) => text)
    .join('')
  const after = diffs
    .filter(([op]) => op !== DIFF_DELETE)
    .map(([, text]) => text)
    .join('')
  const at = view.before.indexOf(before)
  return {before, after, atStart: at === 0, atEnd: at + before.length === view.before.length}
}

/** The window's context stands in `text` as it stood in the text the patch was made from. */
function contextIntact(window: ReturnType<typeof windowOf>, text: string): boolean {
  const at = text.indexOf(window.before)
  return (
    at !== -1 && (!window.atStart || at === 0) && (!window.atEnd || at + window.before.length === text.length)
  )
}

function withoutSystemFields(doc: DocumentSnapshot | null): unknown {
  if (!doc) return doc
  const {_rev, _updatedAt, _createdAt, ...rest} = doc
  return rest
}
