import type {HistoryTransaction, MendozaEffects} from '@tessera/types'
import {parseNdjson} from '../../src/history/index.js'

export const PUBLISHED = 'book'
export const DRAFT = 'drafts.book'

type Change = 'create' | 'edit' | 'delete'

export interface Step {
  id: string
  /** Minutes after 2025-01-01T10:00:00Z (fractions allowed). */
  at: number
  author?: string
  draft?: Change
  published?: Change
}

const BASE = Date.parse('2025-01-01T10:00:00.000Z')

export function timestamp(minutes: number): string {
  return new Date(BASE + Math.round(minutes * 60_000)).toISOString()
}

/** Effects as the lake encodes them: a whole value when a version appears, `[0, null]` when it goes. */
function effect(change: Change, id: string): MendozaEffects {
  const before = {_id: id, _type: 'book', title: 'before'}
  const after = {_id: id, _type: 'book', title: 'after'}
  if (change === 'create') return {apply: [0, after], revert: [0, null]}
  if (change === 'delete') return {apply: [0, null], revert: [0, before]}
  return {apply: [17, 'after', 'title'], revert: [17, 'before', 'title']}
}

/**
 * The NDJSON body the transactions endpoint would send for these steps (given oldest first), newest
 * first as with `reverse=true`, with exact timestamps.
 */
export function ndjson(steps: Step[]): string {
  return [...steps]
    .reverse()
    .map((step) => {
      const effects: Record<string, MendozaEffects> = {}
      if (step.draft) effects[DRAFT] = effect(step.draft, DRAFT)
      if (step.published) effects[PUBLISHED] = effect(step.published, PUBLISHED)
      const line: HistoryTransaction = {
        id: step.id,
        timestamp: timestamp(step.at),
        author: step.author ?? 'p-ada',
        documentIDs: Object.keys(effects),
        effects,
      }
      return JSON.stringify(line)
    })
    .join('\n')
}

export function lines(steps: Step[]): HistoryTransaction[] {
  return parseNdjson(ndjson(steps)) as HistoryTransaction[]
}
