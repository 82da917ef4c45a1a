import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {SanityClient, SanityDocument} from '@sanity/client'
import {applyPatch, type RawPatch} from 'mendoza'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {encodeMendozaPatch} from '../src/mendoza/encode.js'
import {collectEvents} from './helpers/collect-events.js'
import {startLake, type TestLake} from './helpers/start-lake.js'
import {pickWith, seededRandom} from './hostile/seeded-random.js'

/**
 * The contract Sanity's clients rely on: Mendoza effects (listen events and history) are computed on
 * documents without `_rev`. A client applies `effects.apply` to the document it holds minus `_rev`
 * and sets `_rev` to the event's `resultRev`, as the studio's `applyMutationEventEffects` does.
 */

type Doc = Record<string, unknown>

/** What Sanity's studio does with a mutation event's effects (core/preview/utils/applyMendozaPatch). */
function applyMutationEventEffects(
  document: Doc | undefined,
  event: {effects: {apply: RawPatch}; previousRev?: string; resultRev?: string},
): Doc | undefined {
  if (event.previousRev !== document?._rev) throw new Error('Invalid document revision')
  const {_rev: _ignored, ...withoutRev} = document ?? {}
  const next = applyPatch(document === undefined ? undefined : withoutRev, event.effects.apply) as Doc | null
  return next ? {...next, _rev: event.resultRev} : undefined
}

const IDS = ['doc-a', 'doc-b', 'doc-c']
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'Hello, world', '']

/** One random transaction over the test documents (every kind of patch, creates and deletes). */
function randomTransaction(client: SanityClient, next: () => number, exists: Map<string, boolean>) {
  const pick = pickWith(next)
  const id = pick(IDS)
  const transaction = client.transaction()
  if (!exists.get(id)) {
    exists.set(id, true)
    return transaction.createOrReplace({_id: id, _type: 'thing', title: pick(WORDS), items: [], count: 0})
  }
  const kind = Math.floor(next() * 10)
  if (kind === 0) {
    exists.set(id, false)
    return transaction.delete(id)
  }
  const key = () => `k${Math.floor(next() * 1e6)}`
  return transaction.patch(id, (patch) => {
    switch (kind) {
      case 1:
        return patch.set({title: pick(WORDS)})
      case 2:
        // New fields land at the end of the object: later field positions shift.
        return patch.set({[`field${Math.floor(next() * 5)}`]: {nested: pick(WORDS), n: next()}})
      case 3:
        return patch.unset([`field${Math.floor(next() * 5)}`, 'title'])
      case 4:
        return patch.setIfMissing({items: []}).append('items', [{_key: key(), label: pick(WORDS)}])
      case 5:
        return patch.setIfMissing({items: []}).prepend('items', [{_key: key(), label: pick(WORDS)}])
      case 6:
        return patch.unset(['items[0]'])
      case 7:
        return patch.setIfMissing({count: 0}).inc({count: 1 + Math.floor(next() * 3)})
      case 8:
        return patch
          .setIfMissing({body: 'The quick brown fox'})
          .diffMatchPatch({body: '@@ -1,3 +1,5 @@\n-The\n+A slow\n'})
      default:
        return patch.set({'items[0].label': pick(WORDS)})
    }
  })
}

let lake: TestLake

beforeAll(async () => {
  lake = await startLake()
})
afterAll(() => lake.stop())

describe('Mendoza effects without _rev', () => {
  test('unmodified @sanity/client listen + mendoza: 200 random transactions replay to the stored documents', async () => {
    const {client} = lake
    const listener = await collectEvents(client, '*[_type == "thing"]')
    const next = seededRandom(19)
    const exists = new Map<string, boolean>()
    let commits = 0
    for (let i = 0; i < 200; i++) {
      try {
        await randomTransaction(client, next, exists).commit()
        commits++
      } catch {
        // A patch that does not apply (unset of a missing element, say) is refused: nothing happened.
      }
    }
    const events = (
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length >= commits)
    ).filter((e) => e.type === 'mutation')
    listener.stop()
    expect(events).toHaveLength(commits)
    const held = new Map<string, Doc | undefined>()
    for (const event of events) {
      const id = event.documentId as string
      const after = applyMutationEventEffects(
        held.get(id),
        event as unknown as Parameters<typeof applyMutationEventEffects>[1],
      )
      expect(after).toEqual((event.result as Doc | undefined) ?? undefined)
      held.set(id, after)
    }
    for (const id of IDS) expect(held.get(id)).toEqual((await client.getDocument(id)) ?? undefined)
  })

  test("history: each transaction's apply, from nothing, gives every version; revert walks back", async () => {
    const {client} = lake
    for (const id of IDS) {
      const response = await fetch(
        `${lake.url}/v2025-02-19/data/history/test/transactions/${id}?effectFormat=mendoza&excludeContent=true&limit=10000`,
        {
          headers: {Authorization: `Bearer ${client.config().token as string}`},
        },
      )
      const lines = (await response.text())
        .split('\n')
        .filter(Boolean)
        .map(
          (line) =>
            JSON.parse(line) as {id: string; effects: Record<string, {apply: RawPatch; revert: RawPatch}>},
        )
      let state: Doc | null = null
      const states: (Doc | null)[] = [null]
      for (const line of lines) {
        state = applyPatch(state, line.effects[id].apply) as Doc | null
        states.push(state)
        // Each version as the doc endpoint answers it at that revision, without its `_rev`.
        if (state) {
          const atRevision = await client.request<{documents: SanityDocument[]}>({
            url: `/data/history/test/documents/${id}?revision=${line.id}`,
          })
          const {_rev, ...body} = atRevision.documents[0]
          expect(_rev).toBe(line.id)
          expect(state).toEqual(body)
        }
      }
      const stored = await client.getDocument(id)
      if (stored) {
        const {_rev: _ignored, ...body} = stored
        expect(state).toEqual(body)
      } else expect(state).toBeNull()
      for (let i = lines.length - 1; i >= 0; i--) {
        state = applyPatch(state, lines[i].effects[id].revert) as Doc | null
        expect(state).toEqual(states[i])
      }
    }
  })

  test('a database whose stored effects were computed with _rev is brought over at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lake-effects-'))
    try {
      // Only SQLite databases from before exist: this is SQLite's own upgrade step.
      const first = await startLake({dir, database: null})
      await first.client.create({_id: 'old', _type: 'thing', title: 'one', items: []})
      await first.client.patch('old').set({title: 'two', extra: 1}).commit()
      await first.client.patch('old').unset(['items']).commit()
      // Rewrite the history as the lake stored it before: effects between the bodies with `_rev`.
      const {db} = first.lake.kernel
      const rows = db
        .prepare("SELECT seq, body FROM document_versions WHERE document_id = 'old' ORDER BY seq")
        .all() as {seq: number; body: string | null}[]
      let before: unknown = null
      for (const row of rows) {
        const after = row.body === null ? null : JSON.parse(row.body)
        const effects = {apply: encodeMendozaPatch(before, after), revert: encodeMendozaPatch(after, before)}
        db.prepare("UPDATE document_versions SET effects = ? WHERE seq = ? AND document_id = 'old'").run(
          JSON.stringify(effects),
          row.seq,
        )
        before = after
      }
      db.prepare("DELETE FROM lake_meta WHERE key = 'mendoza_effects'").run()
      await first.stop()

      const second = await startLake({dir, database: null})
      try {
        const listener = await collectEvents(second.client, '*[_id == "old"]')
        await second.client.patch('old').set({title: 'three'}).commit()
        const [event] = (await listener.until((all) => all.some((e) => e.type === 'mutation'))).filter(
          (e) => e.type === 'mutation',
        )
        listener.stop()
        const stored = await second.client.getDocument('old')
        const response = await fetch(
          `${second.url}/v2025-02-19/data/history/test/transactions/old?effectFormat=mendoza`,
          {
            headers: {Authorization: `Bearer ${second.client.config().token as string}`},
          },
        )
        const lines = (await response.text())
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
        let state: Doc | null = null
        for (const line of lines) state = applyPatch(state, line.effects.old.apply) as Doc | null
        const {_rev: _ignored, ...body} = stored!
        expect(state).toEqual(body)
        expect(event.result).toEqual(stored)
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})
