import {isDeepStrictEqual} from 'node:util'
import {
  applyPatches,
  DIFF_DELETE,
  DIFF_INSERT,
  makePatches,
  parsePatch,
  stringifyPatches,
} from '@sanity/diff-match-patch'
import {type Doc, type Mut, Mutation} from '@sanity/mutator'
import type {PatchOperations} from '@tessera/types'
import {applyPatchBody} from '@tessera/lake'
import type {DocumentPairHandle} from '../../../src/documents/index.js'
import type {DocumentSnapshot} from '../../../src/documents/types.js'

/**
 * The pieces of the convergence fuzz (convergence-fuzz.test.ts): a seeded random source, the
 * document a round starts from, and simulated editors that type the way the studio's inputs do:
 * read their own local value, edit it, send a `diffMatchPatch` from before to after.
 *
 * Every character in a round is unique, so the checks know exactly whose each one is and where it
 * stood: base text is ASCII (one per character of `BASE_ALPHABET`), and editor `e` types the CJK
 * characters from `U+4E00 + e × 0x800` on, a new one per keystroke (three UTF-8 bytes each, so the
 * patches' byte offsets differ from their string offsets, as with any non-ASCII text).
 */

/** A small seeded PRNG (mulberry32). */
export interface Random {
  /** In [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** A new seed drawn from this source, for an independent stream. */
  fork(): number
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    fork: () => Math.floor(next() * 4294967296),
  }
  return random
}

export const BASE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const EDITOR_BLOCK = 0x800
const FIRST_EDITOR_CHAR = 0x4e00

export function editorChar(editor: number, n: number): string {
  if (n >= EDITOR_BLOCK) throw new Error(`Editor ${editor} typed more than ${EDITOR_BLOCK} characters`)
  return String.fromCharCode(FIRST_EDITOR_CHAR + editor * EDITOR_BLOCK + n)
}

/** The editor who typed `char`, or undefined for base text. */
export function ownerOf(char: string): number | undefined {
  const code = char.charCodeAt(0) - FIRST_EDITOR_CHAR
  return code >= 0 ? Math.floor(code / EDITOR_BLOCK) : undefined
}

export interface Item {
  _key: string
  text?: string
}

export const TITLE = 'title'
export const itemTextPath = (key: string) => `items[_key==${JSON.stringify(key)}].text`
const itemPath = (key: string) => `items[_key==${JSON.stringify(key)}]`

/** The document a round starts from: a title and a few items, each text present or missing. */
export function baseDocument(random: Random, id: string): {title?: string; items: Item[]} {
  const alphabet = [...BASE_ALPHABET]
  for (let i = alphabet.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[alphabet[i], alphabet[j]] = [alphabet[j]!, alphabet[i]!]
  }
  const take = (length: number) => alphabet.splice(0, length).join('')
  const title = random.chance(0.8) ? take(random.int(0, 14)) : undefined
  const items = Array.from({length: random.int(2, 3)}, (_, i): Item => {
    const item: Item = {_key: `${id}-b${i}`}
    if (random.chance(0.75)) item.text = take(random.int(0, 8))
    return item
  })
  return title === undefined ? {items} : {title, items}
}

/** The text at `path` in `doc` (`title` or an item's text), or undefined when it has no value. */
export function textAt(doc: DocumentSnapshot | null, path: string): string | undefined {
  if (!doc) return undefined
  if (path === TITLE) return typeof doc.title === 'string' ? doc.title : undefined
  const item = itemsOf(doc).find((candidate) => itemTextPath(candidate._key) === path)
  return typeof item?.text === 'string' ? item.text : undefined
}

export function itemsOf(doc: DocumentSnapshot | null): Item[] {
  return Array.isArray(doc?.items) ? (doc.items as Item[]) : []
}

/** What an editor saw of one text when it edited it, and what it made of it. */
export interface TextView {
  editor: number
  path: string
  before: string
  after: string
  /** The `diffMatchPatch` it sent. */
  patch: string
  /** When (ms since epoch). */
  at: number
}

/** One editor: a document store of its own, a handle on the pair, and a record of what it did. */
export class Editor {
  private typed = 0
  private itemsAdded = 0
  /** Its patch calls, in order. */
  readonly patches: PatchOperations[][] = []
  readonly views: TextView[] = []
  /** The keys of the items as it saw them at each of its array edits. */
  readonly keyViews: string[][] = []
  /** Characters it deleted (base text or its own). */
  readonly deleted = new Set<string>()
  readonly addedItems: string[] = []
  readonly removedItems = new Set<string>()
  /** Problems seen while typing (the optimistic value was not what the editor made). */
  readonly problems: string[] = []

  constructor(
    readonly index: number,
    readonly handle: DocumentPairHandle,
    private readonly random: Random,
    private readonly baseKeys: ReadonlySet<string>,
    private readonly docId: string,
  ) {}

  /** How many characters it typed. */
  get typedCount(): number {
    return this.typed
  }

  /** The document as this editor sees it right now (the draft, or the published one before a draft). */
  view(): DocumentSnapshot | null {
    const state = this.handle.getState()
    return state.draft ?? state.published
  }

  /** One keystroke's worth of work: a text edit mostly, now and then an item added or removed. */
  step(): void {
    const doc = this.view()
    const items = itemsOf(doc)
    const own = items.filter((item) => this.addedItems.includes(item._key))
    const roll = this.random.next()
    if (roll < 0.05 && this.addedItems.length < 4) return this.addItem(items)
    if (roll < 0.08 && own.length > 0) return this.removeItem(this.random.pick(own)._key, items)
    // Base items and its own; never someone else's item (its owner may remove it meanwhile).
    const editable = items.filter((item) => this.baseKeys.has(item._key) || own.includes(item))
    const path =
      editable.length === 0 || this.random.chance(0.45)
        ? TITLE
        : itemTextPath(this.random.pick(editable)._key)
    this.editText(path, textAt(doc, path))
  }

  private editText(path: string, current: string | undefined): void {
    const before = current ?? ''
    const chars = [...before]
    let after: string
    const deletable = chars.map((char) => ownerOf(char) === undefined || ownerOf(char) === this.index)
    const canDelete = deletable.some(Boolean)
    if (canDelete && this.random.chance(0.3)) {
      // A range of base text and its own characters, as it sees it.
      const starts = chars.map((_, i) => i).filter((i) => deletable[i])
      const start = this.random.pick(starts)
      let end = start + 1
      const length = this.random.int(1, 4)
      while (end < chars.length && end - start < length && deletable[end]) end++
      for (const char of chars.slice(start, end)) this.deleted.add(char)
      after = [...chars.slice(0, start), ...chars.slice(end)].join('')
    } else {
      const at = this.random.int(0, chars.length)
      const run = Array.from({length: this.random.int(1, 4)}, () => editorChar(this.index, this.typed++))
      after = [...chars.slice(0, at), ...run, ...chars.slice(at)].join('')
    }
    const patch = stringifyPatches(makePatches(before, after))
    const patches: PatchOperations[] = []
    if (current === undefined) patches.push({setIfMissing: {[path]: ''}})
    patches.push({diffMatchPatch: {[path]: patch}})
    this.send(patches)
    this.views.push({editor: this.index, path, before, after, patch, at: Date.now()})
    const shown = textAt(this.view(), path)
    if (shown !== after) {
      this.problems.push(
        `editor ${this.index}: after its edit of ${path} it shows ${JSON.stringify(shown)}, not ${JSON.stringify(after)}`,
      )
    }
  }

  private addItem(items: Item[]): void {
    const key = `${this.docId}-e${this.index}-${this.itemsAdded++}`
    this.keyViews.push(items.map((item) => item._key))
    // Next to a base item or one of its own: someone else's item may be removed meanwhile.
    const anchors = items.filter(
      (item) => this.baseKeys.has(item._key) || this.addedItems.includes(item._key),
    )
    const anchor = anchors.length > 0 && this.random.chance(0.8) ? this.random.pick(anchors)._key : undefined
    const insert = anchor
      ? this.random.chance(0.5)
        ? {after: itemPath(anchor), items: [{_key: key}]}
        : {before: itemPath(anchor), items: [{_key: key}]}
      : {after: 'items[-1]', items: [{_key: key}]}
    this.send([{setIfMissing: {items: []}}, {insert}])
    this.addedItems.push(key)
    this.keyViews.push(itemsOf(this.view()).map((item) => item._key))
  }

  private removeItem(key: string, items: Item[]): void {
    this.keyViews.push(items.map((item) => item._key))
    const text = items.find((item) => item._key === key)?.text ?? ''
    for (const char of text) this.deleted.add(char)
    this.send([{unset: [itemPath(key)]}])
    this.removedItems.add(key)
    this.keyViews.push(itemsOf(this.view()).map((item) => item._key))
  }

  private send(patches: PatchOperations[]): void {
    this.patches.push(patches)
    this.handle.getOperations().patch.execute(patches)
  }
}

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
): {applied: AppliedPatch[]; problems: string[]} {
  const problems: string[] = []
  const applied: AppliedPatch[] = []
  const queues = editors.map((editor) => [...editor.views])
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
      const dmp =
        mutation.patch && 'diffMatchPatch' in mutation.patch ? mutation.patch.diffMatchPatch : undefined
      const entries = Object.entries(dmp ?? {})
      const before = entries.map(([path]) => textAt(doc, path) ?? '')
      doc = applyAsTheLake(doc, mutation)
      entries.forEach(([path, patchText], i) => {
        const view = queues[owner]!.shift()
        if (!view || view.path !== path || view.patch !== patchText) {
          problems.push(`editor ${owner}: the lake applied ${path} ${JSON.stringify(patchText)} out of line`)
          return
        }
        applied.push(analysePatch(view, before[i]!, textAt(doc, path) ?? ''))
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
  const views = checkViews(states, editors)
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
  return {applied, problems}
}

/**
 * Every text an editor edited was one its store could show: the server's text at some revision, with
 * the editor's own edits that revision did not hold yet applied on top (its optimistic copy). A view
 * that is no such thing (a remote change half applied, an own edit applied twice or lost) is a bug.
 */
function checkViews(
  states: {doc: DocumentSnapshot | null; applied: number[]; at: number}[],
  editors: Editor[],
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
        let text = textAt(state.doc, view.path) ?? ''
        const rebased: TextView[] = []
        for (const own of editor.views.slice(held, k)) {
          if (own.path !== view.path) continue
          const {patch, window} = patchOf(own)
          if (!contextIntact(window, text)) rebased.push(own)
          text = applyPatches(patch, text, {allowExceedingIndices: true})[0]
        }
        if (text === view.before) {
          for (const own of rebased) guessed.add(own)
          return
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

function chars(text: string): Set<string> {
  return new Set(text)
}

function difference(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((char) => !b.has(char)))
}

function withoutSystemFields(doc: DocumentSnapshot | null): unknown {
  if (!doc) return doc
  const {_rev, _updatedAt, _createdAt, ...rest} = doc
  return rest
}
