import type {MendozaEffects} from './listen.js'

/** One line of `GET /data/history/{dataset}/transactions/{ids}` (NDJSON). */
export interface HistoryTransaction {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  mutations?: unknown[]
  effects?: Record<string, MendozaEffects>
}
