import {replayTransactions, type Chunk, type TimelineController} from '@tessera/store'
import type {SchemaType} from '@tessera/types'
import {useMemo, useRef} from 'react'
import {buildChanges} from './changes/build-changes.js'
import type {FieldChange} from './changes/change-types.js'
import {useVersionsAfter} from './use-versions-after.js'

/** A User Timing mark set each time the change list's model is built. */
export const CHANGES_BUILT_MARK = 'tessera:history:changes-built'

export type RangeChanges =
  | {status: 'loading'}
  | {status: 'loaded'; changes: FieldChange[]; to: Record<string, unknown> | null}
  | {status: 'error'; error: Error}

type Doc = Record<string, unknown> | null

const shown = (versions: {draft: Doc; published: Doc}): Doc => versions.draft ?? versions.published

/**
 * The changes between the version after `since` and the one after `rev` (the newest when null): the
 * versions after `since` are read once, the range's transactions replayed over them (so new edits
 * show at once and each field knows who changed it). Should a replay not fit, the end version is read
 * from the lake instead and the range's authors stand for every change.
 */
export function useRangeChanges(
  documentId: string,
  schemaType: SchemaType,
  controller: TimelineController | null,
  since: Chunk | null,
  rev: Chunk | null,
  /** The chunks, newest first: a new one means new transactions to replay. */
  chunks: readonly Chunk[],
  /** The pair now, for versions not written since the range began (see fetchVersionsAfter). */
  pairNow?: Parameters<typeof useVersionsAfter>[3],
): RangeChanges | null {
  const from = useVersionsAfter(documentId, controller, since, pairNow)
  // What the range holds, as a key: a page of older history or a live edit outside the range makes new
  // chunk objects but must not replay and rebuild the list (50 changed items: tens of ms at 4x).
  const end = rev ?? chunks[0] ?? null
  const rangeKey = since && end ? `${since.id}@${since.end}..${end.id}@${end.end}` : null
  const latest = useRef({since, rev})
  latest.current = {since, rev}
  const replayed = useMemo(() => {
    const {since, rev} = latest.current
    if (!controller || !since || !rangeKey || from?.status !== 'loaded') return null
    const transactions = controller.transactionsBetween(since.end, rev ? rev.end : Number.POSITIVE_INFINITY)
    try {
      const result = replayTransactions(from.versions as {draft: Doc; published: Doc}, transactions)
      return {ok: true as const, to: shown(result), authorsByField: result.authorsByField}
    } catch {
      const authors = new Set(transactions.map((transaction) => transaction.author))
      return {ok: false as const, authors}
    }
  }, [controller, rangeKey, from])
  const fallback = useVersionsAfter(documentId, controller, replayed && !replayed.ok ? end : null)

  return useMemo((): RangeChanges | null => {
    if (!rangeKey) return null
    if (!from || from.status === 'loading') return {status: 'loading'}
    if (from.status === 'error') return from
    const fromDoc = shown(from.versions as {draft: Doc; published: Doc})
    if (!replayed) return {status: 'loading'}
    if (replayed.ok) {
      const changes = buildChanges({
        schemaType,
        from: fromDoc,
        to: replayed.to,
        authorsByField: replayed.authorsByField,
      })
      // For `pnpm bench:history`: when the data was ready, so render time can be told from fetching.
      performance.mark(CHANGES_BUILT_MARK)
      return {status: 'loaded', to: replayed.to, changes}
    }
    if (!fallback || fallback.status === 'loading') return {status: 'loading'}
    if (fallback.status === 'error') return fallback
    const to = shown(fallback.versions as {draft: Doc; published: Doc})
    const everyone = new Map<string, Set<string>>()
    for (const key of new Set([...Object.keys(fromDoc ?? {}), ...Object.keys(to ?? {})])) {
      everyone.set(key, replayed.authors)
    }
    return {
      status: 'loaded',
      to,
      changes: buildChanges({schemaType, from: fromDoc, to, authorsByField: everyone}),
    }
  }, [rangeKey, from, replayed, fallback, schemaType])
}
