import {evaluateSync} from 'groq-js'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {LakeError} from '../errors.js'
import {narrowEverything} from './candidates.js'
import {draftsView} from './drafts-overlay.js'
import {precomputeSlices} from './slices.js'
import {parseQuery} from './parse-query.js'
import type {Perspective} from './perspective.js'

export interface QueryInput {
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  identity?: string
  /** The documents the caller may read; without it, all of them (no permission filtering at all). */
  scope?: ReadableDocuments
}

/** A subset of a dataset's documents, with the same perspectives as the dataset index. */
export interface ReadableDocuments extends Pick<DatasetIndex, 'all' | 'published' | 'drafts'> {
  has(doc: SanityDocument): boolean
}

/**
 * The documents a perspective shows, as the array `*` evaluates to. The drafts overlay is built here
 * (drafts-overlay.ts) rather than by the index: the query's narrowing needs its bookkeeping too.
 */
export function perspectiveDocuments(
  index: Pick<DatasetIndex, 'all' | 'published'>,
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'published') return index.published()
  if (perspective === 'drafts') return draftsView(index.all()).documents
  return index.all()
}

/** Evaluates GROQ against the in-memory dataset. Synchronous, so a write never interleaves with it. */
export function runQuery(index: DatasetIndex, input: QueryInput): unknown {
  // Built once per dataset version (and role set): what is derived from it alone is kept beside it.
  const source = input.scope ?? index
  const drafts = input.perspective === 'drafts' ? draftsView(source.all()) : undefined
  const dataset = drafts ? drafts.documents : perspectiveDocuments(source, input.perspective)
  const tree = narrowEverything(parseQuery(input.query, input.params), {
    index,
    perspective: input.perspective,
    scope: input.scope,
    dataset,
    drafts,
  })
  try {
    const options = {
      dataset,
      params: input.params,
      identity: input.identity,
      timestamp: new Date(),
    }
    const value = evaluateSync(precomputeSlices(tree, options), options)
    return toJson(value.data)
  } catch (err) {
    const message = (err as Error).message || 'Query evaluation failed'
    throw new LakeError(400, message, {type: 'queryExecutionError', description: message, query: input.query})
  }
}

/** groq-js returns DateTime and Path objects: serialise them the way the wire format expects. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null
  if (value !== null && typeof value === 'object' && 'toJSON' in value && !Array.isArray(value)) {
    return JSON.parse(JSON.stringify(value))
  }
  return value
}
