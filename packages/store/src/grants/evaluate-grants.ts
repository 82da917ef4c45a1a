import type {Grant, GrantPermission} from '@tessera/types'
import type {ExprNode} from 'groq-js'
import {
  MATCHING_GRANT,
  NO_DOCUMENT_GRANTS,
  NULL_DOCUMENT_GRANTED,
  WILDCARD_TYPE_NEVER_GRANTED,
  noMatchingGrant,
} from './messages.js'
import {simpleGrantFilter} from './simple-grant-filter.js'
import type {PermissionCheckResult, PermissionDocument} from './types.js'

export interface GrantEvaluator {
  /** Whether some grant with `permission` has a filter matching `document`. */
  check(
    grants: readonly Grant[],
    permission: GrantPermission,
    document: PermissionDocument | null,
  ): Promise<PermissionCheckResult>
}

type GroqModule = typeof import('groq-js')
let groqModule: Promise<GroqModule> | undefined

/**
 * groq-js is loaded on the first check rather than with the studio: it is 15 KiB gzip of the initial
 * JavaScript otherwise, and every check is asynchronous anyway.
 */
function loadGroq(): Promise<GroqModule> {
  groqModule ??= import('groq-js').catch((error: unknown) => {
    // A chunk that failed to load (offline for a moment) is asked for again by the next check.
    groqModule = undefined
    throw error
  })
  return groqModule
}

/**
 * Evaluates grant filters with groq-js, the document as `@` and an empty dataset (a filter sees the
 * document alone, as on the lake). Parsed filters are kept per evaluator, so per workspace. The usual
 * `_id in path(…)` filters are answered without groq-js (`simpleGrantFilter`), which then never loads.
 */
export function createGrantEvaluator(options: {identity?: string} = {}): GrantEvaluator {
  const parsed = new Map<string, ExprNode | null>()
  const simple = new Map<string, ((document: PermissionDocument) => boolean) | undefined>()

  function tree(groq: GroqModule, filter: string): ExprNode | null {
    if (!parsed.has(filter)) {
      try {
        parsed.set(filter, groq.parse(filter))
      } catch {
        // A filter this evaluator cannot read grants nothing: denying is the safe reading.
        parsed.set(filter, null)
      }
    }
    return parsed.get(filter) ?? null
  }

  async function matches(filter: string, document: PermissionDocument): Promise<boolean> {
    if (!simple.has(filter)) simple.set(filter, simpleGrantFilter(filter))
    const test = simple.get(filter)
    if (test) return test(document)
    const groq = await loadGroq()
    const node = tree(groq, filter)
    if (!node) return false
    try {
      const value = await groq.evaluate(node, {root: document, dataset: [], identity: options.identity})
      return (await value.get()) === true
    } catch {
      return false
    }
  }

  return {
    async check(grants, permission, document) {
      if (!document) return {granted: true, reason: NULL_DOCUMENT_GRANTED}
      if (document._type === '*') return {granted: false, reason: WILDCARD_TYPE_NEVER_GRANTED}
      if (grants.length === 0) return {granted: false, reason: NO_DOCUMENT_GRANTS}
      for (const grant of grants) {
        if (grant.permissions.includes(permission) && (await matches(grant.filter, document))) {
          return {granted: true, reason: MATCHING_GRANT}
        }
      }
      return {granted: false, reason: noMatchingGrant(permission)}
    },
  }
}
