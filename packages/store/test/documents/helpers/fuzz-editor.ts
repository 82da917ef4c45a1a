import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import type {PatchOperations} from '@tessera/types'
import type {DocumentPairHandle} from '../../../src/documents/index.js'
import type {DocumentSnapshot} from '../../../src/documents/types.js'
import {
  type Random,
  editorChar,
  ownerOf,
  type Item,
  TITLE,
  itemTextPath,
  itemPath,
  textAt,
  itemsOf,
  type TextView,
} from './fuzz-document.js'

/** The convergence fuzz's simulated editor: types the way the studio's inputs do. */

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
