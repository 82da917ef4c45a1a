import {parse, type ExprNode} from 'groq-js'
import {LakeError} from '../errors.js'
import {prescanQuery} from './prescan-query.js'
import {DEFAULT_QUERY_LIMITS, type QueryLimits} from './query-limits.js'

/**
 * Parses GROQ, turning syntax errors into the `queryParseError` body that @sanity/client formats.
 * Queries past the size, operand or depth limits are refused before groq-js sees them.
 */
export function parseQuery(
  query: string,
  params: Record<string, unknown>,
  limits: QueryLimits = DEFAULT_QUERY_LIMITS,
): ExprNode {
  prescanQuery(query, limits)
  let tree: ExprNode
  try {
    tree = parse(query, {params})
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
    throw new LakeError(400, description, {
      type: 'queryParseError',
      description,
      query,
      start: 0,
      end: query.length,
    })
  }
  checkParameters(tree, query, params)
  return tree
}

/** groq-js keeps an unknown `$name` in the tree and evaluates it to null; the hosted API refuses the query. */
function checkParameters(tree: ExprNode, query: string, params: Record<string, unknown>): void {
  const name = missingParameter(tree, params)
  if (name === undefined) return
  const description = `param $${name} referenced, but not provided`
  const start = Math.max(0, query.indexOf(`$${name}`))
  throw new LakeError(400, `GROQ query parse error: ${description}`, {
    type: 'queryParseError',
    description,
    query,
    start,
    end: Math.min(query.length, start + name.length + 1),
  })
}

function missingParameter(node: unknown, params: Record<string, unknown>): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const name = missingParameter(item, params)
      if (name !== undefined) return name
    }
    return undefined
  }
  if (node === null || typeof node !== 'object') return undefined
  const record = node as {type?: unknown; name?: unknown}
  // A Value node holds data (substituted parameters among it), not syntax.
  if (record.type === 'Value') return undefined
  if (record.type === 'Parameter' && typeof record.name === 'string' && !Object.hasOwn(params, record.name)) {
    return record.name
  }
  for (const child of Object.values(node)) {
    const name = missingParameter(child, params)
    if (name !== undefined) return name
  }
  return undefined
}
