import {parse, type ExprNode} from 'groq-js'
import {LakeError} from '../errors.js'

/** Parses GROQ, turning syntax errors into the `queryParseError` body that @sanity/client formats. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  try {
    return parse(query, {params})
  } catch (err) {
    const error = err as Error & {position?: number}
    const start = typeof error.position === 'number' ? error.position : 0
    const description = error.message || 'Invalid GROQ query'
    if (error.name === 'GroqSyntaxError' || typeof error.position === 'number') {
      throw new LakeError(400, `GROQ query parse error: ${description}`, {
        type: 'queryParseError',
        description,
        query,
        start,
        end: Math.min(query.length, start + 1),
      })
    }
    // Unknown functions, missing parameters and similar are reported by the parser as plain errors.
    throw new LakeError(400, description, {type: 'queryParseError', description, query, start: 0, end: query.length})
  }
}
