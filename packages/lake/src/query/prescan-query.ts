import {LakeError} from '../errors.js'
import type {QueryLimits} from './query-limits.js'

/** Words that are operators or keywords, not operands. */
const OPERATOR_WORDS = new Set(['in', 'match', 'asc', 'desc'])

/**
 * Checks a query's length, operand count and nesting depth in one linear pass, before groq-js parses
 * it: its parser takes time quadratic in the length of an operator chain, array or object, and
 * recurses once per nesting level, so these must be refused before it starts. Strings and comments
 * are skipped (an operator inside a string is text); everything else is counted roughly, which is
 * all a limit needs.
 */
export function prescanQuery(query: string, limits: QueryLimits): void {
  if (query.length > limits.maxQueryLength) {
    const description = `The query is ${query.length} characters long; the lake accepts at most ${limits.maxQueryLength}`
    // No `query` echoed back: the client would print all of it.
    throw new LakeError(400, `GROQ query parse error: ${description}`, {type: 'queryParseError', description})
  }
  let operands = 0
  let depth = 0
  let pos = 0
  const length = query.length
  while (pos < length) {
    const code = query.charCodeAt(pos)
    if (code === 0x22 || code === 0x27) {
      pos = stringEnd(query, pos, code)
      operands++
    } else if (code === 0x2f && query.charCodeAt(pos + 1) === 0x2f) {
      const newline = query.indexOf('\n', pos)
      pos = newline < 0 ? length : newline + 1
      continue
    } else if (isWordStart(code)) {
      const start = pos
      while (pos < length && isWordPart(query.charCodeAt(pos))) pos++
      if (!OPERATOR_WORDS.has(query.slice(start, pos))) operands++
    } else if (isDigit(code)) {
      while (pos < length && (isDigit(query.charCodeAt(pos)) || isNumberPart(query.charCodeAt(pos)))) pos++
      operands++
    } else {
      if (code === 0x28 || code === 0x5b || code === 0x7b) {
        depth++
        if (depth > limits.maxQueryDepth) {
          throw limitError(
            query,
            pos,
            `Brackets are nested more than ${limits.maxQueryDepth} deep; the lake accepts at most ${limits.maxQueryDepth}`,
          )
        }
      } else if (code === 0x29 || code === 0x5d || code === 0x7d) {
        depth = Math.max(0, depth - 1)
      } else if (code === 0x24 || code === 0x2a || code === 0x40 || code === 0x5e) {
        // `$param`, `*` (everything, or a product's operand), `@`, `^`.
        operands++
      }
      pos++
    }
    if (operands > limits.maxQueryOperands) {
      throw limitError(
        query,
        Math.min(pos, length) - 1,
        `The query has more than ${limits.maxQueryOperands} operands; the lake accepts at most ${limits.maxQueryOperands}`,
      )
    }
  }
}

function limitError(query: string, at: number, description: string): LakeError {
  const start = Math.max(0, at)
  return new LakeError(400, `GROQ query parse error: ${description}`, {
    type: 'queryParseError',
    description,
    query,
    start,
    end: Math.min(query.length, start + 1),
  })
}

/** The position after a string literal starting at `pos` (or the end of the query if unterminated). */
function stringEnd(query: string, pos: number, quote: number): number {
  let at = pos + 1
  while (at < query.length) {
    const code = query.charCodeAt(at)
    if (code === 0x5c) at += 2
    else if (code === quote) return at + 1
    else at++
  }
  return query.length
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/** `.`, `e`, `E` inside a number (`1.5e3`): counting a number once or twice is all the same to a limit. */
function isNumberPart(code: number): boolean {
  return code === 0x2e || code === 0x65 || code === 0x45
}

function isWordStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f
}

function isWordPart(code: number): boolean {
  return isWordStart(code) || isDigit(code)
}
