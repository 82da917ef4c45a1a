import type {ChunkRef, Timeline} from './timeline.js'
import type {Chunk, SelectionState} from './types.js'

export interface TimelineSelection {
  state: SelectionState
  /** The chunk compared from (range). */
  sinceChunk: Chunk | null
  /** The chunk shown (rev), or compared to (range; null means the current version). */
  revChunk: Chunk | null
}

/**
 * Resolves a since/rev pair of time ids against a timeline (spec 002 §4): `loading` while either is not
 * found yet and more history may have it, `invalid` when either cannot exist or since comes after rev,
 * `range` with a since, `rev` with only a revision, `inactive` with neither.
 */
export function resolveSelection(
  timeline: Timeline,
  since: string | null,
  rev: string | null,
): TimelineSelection {
  if (!since && !rev) return {state: 'inactive', sinceChunk: null, revChunk: null}
  if (!timeline.hasHistory) return {state: 'loading', sinceChunk: null, revChunk: null}

  const revRef: ChunkRef | null = rev ? timeline.resolveTimeId(rev) : null
  const sinceRef: ChunkRef | null = since ? timeline.resolveSince(since, revRef) : null
  const revChunk = typeof revRef === 'object' ? revRef : null
  const sinceChunk = typeof sinceRef === 'object' ? sinceRef : null

  if (sinceRef === 'loading' || revRef === 'loading') return {state: 'loading', sinceChunk, revChunk}
  if (sinceRef === 'invalid' || revRef === 'invalid') return {state: 'invalid', sinceChunk, revChunk}
  if (sinceChunk) {
    const target = revChunk ?? timeline.chunks().at(-1)
    if (target && sinceChunk.index > target.index) return {state: 'invalid', sinceChunk, revChunk: null}
    return {state: 'range', sinceChunk, revChunk}
  }
  return {state: 'rev', sinceChunk: null, revChunk}
}
