import {checkBudget} from './query-budget.js'

/**
 * GROQ's `match`, with groq-js's exact semantics and time linear in the text.
 *
 * groq-js splits text into tokens and a pattern into terms, and turns each term into a regular
 * expression (`^term$`, case-insensitive, `*` as `.*`), which backtracks: a term with a few `*`
 * against a long token takes time polynomial in the token with the number of stars as exponent, and
 * stripping dots at word edges (`/(\b\.+|\.+\b)/g`) is quadratic in a run of dots. Here the same
 * tokens and terms come from linear scans, and a term is matched by simulating its automaton on
 * bit sets (one state per term character; `*` keeps a state alive): one pass over the token, one
 * machine word per 32 term characters.
 *
 * What groq-js does that this keeps: the separator characters; the dot stripping; terms cut at
 * 1024 characters; a `.` inside a term (one not stripped, e.g. in `*.*`) matches any one character,
 * since groq-js puts it into the regular expression unescaped; case folding as a non-unicode
 * `/i` regular expression folds (both sides upper-cased, one UTF-16 unit at a time, except where
 * that would turn a non-ASCII unit into an ASCII one).
 */

const TEXT_TOKENS = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/g
const PATTERN_TERMS = /[^!@#$%^&(),\\/?";:{}|[\]+<>\s-]+/g
const MAX_TERM_LENGTH = 1024
const STAR = 0x2a
const DOT = 0x2e
/** Characters matched between two budget checks. */
const CHARACTERS_PER_CHECK = 1 << 16

/** One compiled pattern term. States 0..size: state i means the first i term characters matched. */
export interface Term {
  size: number
  /** Words of one state bit set (size + 1 bits). */
  words: number
  /** States a `*` keeps alive (the star sits before that state's next character). */
  stars: Uint32Array
  /** States reached by any character (a `.` in the term). */
  anyChar: Uint32Array
  /** Per folded character: the states it reaches, `anyChar` included. */
  byChar: Map<number, Uint32Array>
  /**
   * For a term of plain characters with at most a `*` at its end (`word`, `wor*`: what a search
   * field sends): its folded characters, compared directly.
   */
  prefix?: {chars: number[]; open: boolean}
  /**
   * The folded characters before the term's first `*` or `.`: every token the term matches starts
   * with them, which is what the search index looks up (search-index/).
   */
  head: number[]
  /** Whether the term has no `*` and no `.`: it matches exactly the tokens equal to `head`. */
  exact: boolean
}

/** The tokens `match` sees in a text. */
export function textTokens(text: string): string[] {
  return stripEdgeDots(text).match(TEXT_TOKENS) ?? []
}

/** The terms of a pattern string. */
export function patternTerms(pattern: string): Term[] {
  const terms = stripEdgeDots(pattern).match(PATTERN_TERMS) ?? []
  return terms.map((term) => compileTerm(term.slice(0, MAX_TERM_LENGTH)))
}

/** Whether every term matches some token (false when either list is empty), as groq-js decides. */
export function matchesAllTerms(tokens: readonly string[], terms: readonly Term[]): boolean {
  if (tokens.length === 0 || terms.length === 0) return false
  let sinceCheck = 0
  for (const term of terms) {
    let found = false
    for (const token of tokens) {
      sinceCheck += token.length
      if (sinceCheck > CHARACTERS_PER_CHECK) {
        checkBudget()
        sinceCheck = 0
      }
      if (termMatches(term, token)) {
        found = true
        break
      }
    }
    if (!found) return false
  }
  return true
}

/**
 * How many of the text's tokens match the term, counting up to `upTo`: what `score()` counts for a
 * `match` term, and (up to 1) whether it matches at all. For a plain term (`word`, `wor*`: what
 * search fields send) the tokens are compared where they stand, without splitting the text into
 * strings (dots the tokenizer would strip are skipped).
 */
export function countMatches(term: Term, text: string, upTo: number): number {
  if (!term.prefix) {
    let found = 0
    for (const token of textTokens(text)) if (termMatches(term, token) && ++found >= upTo) return found
    return found
  }
  const {chars, open} = term.prefix
  const separator = separators()
  let found = 0
  let at = 0
  let nextCheck = CHARACTERS_PER_CHECK
  while (at < text.length) {
    if (at > nextCheck) {
      checkBudget()
      nextCheck = at + CHARACTERS_PER_CHECK
    }
    if (separator[text.charCodeAt(at)]) {
      at++
      continue
    }
    let end = at + 1
    let dotted = text.charCodeAt(at) === DOT
    for (; end < text.length && !separator[text.charCodeAt(end)]; end++)
      if (text.charCodeAt(end) === DOT) dotted = true
    if (
      dotted ? dottedTokenMatches(text, at, end, chars, open) : plainTokenMatches(text, at, end, chars, open)
    ) {
      if (++found >= upTo) return found
    }
    at = end
  }
  return found
}

/** Whether the token at [at, end) starts with (or, closed, is) the folded characters. */
function plainTokenMatches(text: string, at: number, end: number, chars: number[], open: boolean): boolean {
  const length = end - at
  if (open ? length < chars.length : length !== chars.length) return false
  for (let i = 0; i < chars.length; i++) if (foldCase(text.charCodeAt(at + i)) !== chars[i]) return false
  return true
}

/**
 * The same for a token with dots in it, as the tokenizer sees it once it stripped the runs of dots
 * next to a word character (stripEdgeDots): those are skipped, other dots are characters.
 */
function dottedTokenMatches(text: string, at: number, end: number, chars: number[], open: boolean): boolean {
  let length = 0
  for (let i = at; i < end;) {
    if (text.charCodeAt(i) === DOT) {
      let run = i
      while (run < end && text.charCodeAt(run) === DOT) run++
      if (isWordCharacter(text.charCodeAt(i - 1)) || isWordCharacter(text.charCodeAt(run))) {
        i = run
        continue
      }
    }
    if (length < chars.length && foldCase(text.charCodeAt(i)) !== chars[length]) return false
    length++
    i++
  }
  return open ? length >= chars.length : length === chars.length
}

let separatorTable: Uint8Array | undefined

/** Per UTF-16 unit, whether it separates tokens (what TEXT_TOKENS does not take), computed once. */
function separators(): Uint8Array {
  if (!separatorTable) {
    separatorTable = new Uint8Array(0x10000)
    const token = new RegExp(`^${TEXT_TOKENS.source}$`)
    for (let code = 0; code < 0x10000; code++)
      separatorTable[code] = token.test(String.fromCharCode(code)) ? 0 : 1
  }
  return separatorTable
}

/** Whether the whole token matches the term. */
export function termMatches(term: Term, token: string): boolean {
  if (term.prefix) return matchesPrefix(term.prefix.chars, term.prefix.open, token)
  return term.words === 1 ? matchesInOneWord(term, token) : matchesInWords(term, token)
}

function matchesPrefix(chars: number[], open: boolean, token: string): boolean {
  if (open ? token.length < chars.length : token.length !== chars.length) return false
  for (let i = 0; i < chars.length; i++) if (foldCase(token.charCodeAt(i)) !== chars[i]) return false
  return true
}

function matchesInOneWord(term: Term, token: string): boolean {
  const stars = term.stars[0]
  const anyChar = term.anyChar[0]
  let active = 1
  for (let i = 0; i < token.length; i++) {
    const reached = term.byChar.get(foldCase(token.charCodeAt(i)))
    const mask = reached ? reached[0] : anyChar
    active = (((active << 1) & mask) | (active & stars)) >>> 0
    if (active === 0) return false
  }
  return (active & bit(term.size)) !== 0
}

function matchesInWords(term: Term, token: string): boolean {
  const {words, stars, anyChar} = term
  const active = new Uint32Array(words)
  active[0] = 1
  for (let i = 0; i < token.length; i++) {
    const mask = term.byChar.get(foldCase(token.charCodeAt(i))) ?? anyChar
    let carry = 0
    let alive = 0
    for (let w = 0; w < words; w++) {
      const before = active[w]
      const shifted = ((before << 1) | carry) >>> 0
      carry = before >>> 31
      const after = ((shifted & mask[w]) | (before & stars[w])) >>> 0
      active[w] = after
      alive |= after
    }
    if (alive === 0) return false
  }
  return (active[term.size >>> 5] & bit(term.size)) !== 0
}

function bit(state: number): number {
  return (1 << (state & 31)) >>> 0
}

function compileTerm(text: string): Term {
  // Characters of the term, runs of `*` collapsed into a flag on the state before them.
  const chars: number[] = []
  const starStates: number[] = []
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === STAR) {
      if (starStates[starStates.length - 1] !== chars.length) starStates.push(chars.length)
    } else {
      chars.push(code === DOT ? -1 : foldCase(code))
    }
  }
  const size = chars.length
  const words = (size >>> 5) + 1
  const stars = new Uint32Array(words)
  for (const state of starStates) stars[state >>> 5] |= bit(state)
  const anyChar = new Uint32Array(words)
  chars.forEach((code, i) => {
    if (code === -1) anyChar[(i + 1) >>> 5] |= bit(i + 1)
  })
  const byChar = new Map<number, Uint32Array>()
  chars.forEach((code, i) => {
    if (code === -1) return
    let reached = byChar.get(code)
    if (!reached) {
      reached = anyChar.slice()
      byChar.set(code, reached)
    }
    reached[(i + 1) >>> 5] |= bit(i + 1)
  })
  const plain = !chars.includes(-1) && starStates.every((state) => state === size)
  const prefix = plain ? {chars, open: starStates.length > 0} : undefined
  const dot = chars.indexOf(-1)
  const headLength = Math.min(dot < 0 ? size : dot, starStates.length > 0 ? starStates[0] : size)
  const exact = dot < 0 && starStates.length === 0
  return {size, words, stars, anyChar, byChar, prefix, head: chars.slice(0, headLength), exact}
}

/**
 * groq-js removes dots at word edges with `text.replace(/(\b\.+|\.+\b)/g, '')`: a run of dots goes
 * when a word character (`[A-Za-z0-9_]`) is right before or right after it, and stays otherwise.
 */
function stripEdgeDots(text: string): string {
  let dot = text.indexOf('.')
  if (dot < 0) return text
  let kept = ''
  let from = 0
  while (dot >= 0) {
    let end = dot
    while (end < text.length && text.charCodeAt(end) === DOT) end++
    if (isWordCharacter(text.charCodeAt(dot - 1)) || isWordCharacter(text.charCodeAt(end))) {
      kept += text.slice(from, dot)
      from = end
    }
    dot = text.indexOf('.', end)
  }
  return kept + text.slice(from)
}

function isWordCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f
  )
}

// Case folding of a non-unicode `/i` regular expression (ECMAScript's Canonicalize), per UTF-16
// unit, computed on first use.
const folded = new Int32Array(0x10000).fill(-1)

/** A UTF-16 unit as groq-js's case-insensitive matching sees it. */
export function foldCase(code: number): number {
  let fold = folded[code]
  if (fold < 0) {
    const upper = String.fromCharCode(code).toUpperCase()
    fold = upper.length !== 1 ? code : upper.charCodeAt(0)
    if (code >= 128 && fold < 128) fold = code
    folded[code] = fold
  }
  return fold
}
