import type {DocumentSnapshot} from '../../../src/documents/types.js'

/** The convergence fuzz's seeded random source, unique characters per editor, and the document a round starts from. */

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
export const itemPath = (key: string) => `items[_key==${JSON.stringify(key)}]`

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

export function chars(text: string): Set<string> {
  return new Set(text)
}

export function difference(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((char) => !b.has(char)))
}
