import {checkBudget} from './query-budget.js'
import {patternTerms, termMatches, textTokens, type Term} from './text-match.js'

/**
 * GROQ's `text::query()`: a search string, as a search field sends it, matched against text.
 *
 * The syntax is the Content Lake's: words (all of them must occur), a trailing `*` for a prefix
 * (`bra*`), a quoted phrase (`"red lion"`: its words next to each other in one string), `-` before a
 * word or phrase to exclude it, and `*` alone for everything. Words are found case-insensitively as
 * whole tokens, tokens and `*` as `match` has them (text-match.ts); a word the tokenizer splits
 * (`foo-bar`, `e.g`) is a phrase of its parts. A query of exclusions only matches any text without them.
 *
 * The text is a list of segments (the strings of the searched values, each tokenized on its own), so a
 * phrase never runs from one field into the next.
 */
export interface TextQuery {
  /** All must occur. */
  required: Phrase[]
  /** None may occur. */
  excluded: Phrase[]
}

/** One word (one term) or several that must follow each other in one segment. */
export type Phrase = Term[]

/** The tokens of each string of the searched text. */
export type Segments = readonly (readonly string[])[]

const cache = new Map<string, TextQuery>()
const MAX_CACHED = 64
/** Words and phrases of one query that count; the rest are ignored (a typed query is short). */
const MAX_PHRASES = 32

/** The query of a search string, compiled once for the last few strings. */
export function compileTextQuery(search: string): TextQuery {
  let query = cache.get(search)
  if (!query) {
    query = parseTextQuery(search)
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(search, query)
  }
  return query
}

function parseTextQuery(search: string): TextQuery {
  const query: TextQuery = {required: [], excluded: []}
  let at = 0
  while (at < search.length && query.required.length + query.excluded.length < MAX_PHRASES) {
    while (at < search.length && /\s/.test(search[at])) at++
    if (at >= search.length) break
    let negated = false
    if (search[at] === '-' && at + 1 < search.length && !/\s/.test(search[at + 1])) {
      negated = true
      at++
    }
    let text: string
    if (search[at] === '"') {
      // A phrase runs to the next quote, or to the end when it is not closed.
      const end = search.indexOf('"', at + 1)
      text = search.slice(at + 1, end < 0 ? search.length : end)
      at = end < 0 ? search.length : end + 1
    } else {
      let end = at
      while (end < search.length && !/[\s"]/.test(search[end])) end++
      text = search.slice(at, end)
      at = end
    }
    const phrase = patternTerms(text)
    if (phrase.length === 0) continue
    ;(negated ? query.excluded : query.required).push(phrase)
  }
  return query
}

/** Whether the text matches the query: it has tokens, every required phrase and no excluded one. */
export function textQueryMatches(query: TextQuery, segments: Segments): boolean {
  if (query.required.length === 0 && query.excluded.length === 0) return false
  if (!segments.some((tokens) => tokens.length > 0)) return false
  for (const phrase of query.excluded) if (occurrences(phrase, segments, 1) > 0) return false
  for (const phrase of query.required) if (occurrences(phrase, segments, 1) === 0) return false
  return true
}

/** How often a phrase occurs in the text, counting up to `upTo`. */
export function occurrences(phrase: Phrase, segments: Segments, upTo: number): number {
  let found = 0
  let sinceCheck = 0
  for (const tokens of segments) {
    sinceCheck += tokens.length
    if (sinceCheck > 4096) {
      checkBudget()
      sinceCheck = 0
    }
    for (let start = 0; start + phrase.length <= tokens.length; start++) {
      let all = true
      for (let i = 0; i < phrase.length && all; i++) all = termMatches(phrase[i], tokens[start + i])
      if (all && ++found >= upTo) return found
    }
  }
  return found
}

/** The segments of a string. */
export function stringSegments(text: string): string[] {
  return textTokens(text)
}

const documentSegments = new WeakMap<object, string[][]>()

/**
 * The text of a document or any object: every string in it, at any depth, except under keys that
 * start with `_` (`_type`, `_key`, `_ref`, `_rev`, timestamps: bookkeeping, not content; `[@, _id]`
 * names the id when it should count). Kept per object: documents are replaced, never changed.
 */
export function objectSegments(value: object): string[][] {
  let segments = documentSegments.get(value)
  if (!segments) {
    segments = []
    collect(value, segments, 0)
    documentSegments.set(value, segments)
  }
  return segments
}

function collect(value: unknown, into: string[][], depth: number): void {
  if (depth > 64) return
  if (typeof value === 'string') {
    into.push(textTokens(value))
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) collect(item, into, depth + 1)
  }
}
