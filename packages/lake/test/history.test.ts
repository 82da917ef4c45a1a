import type {SanityClient, SanityDocument} from '@sanity/client'
import type {HistoryTransaction} from '@tessera/types'
import {applyPatch} from 'mendoza'
import {withoutRev} from '../src/mendoza/document-effects.js'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientError, expectErrorBody} from './helpers/client-error.js'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
})

afterAll(() => lake.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GET of the transactions endpoint through raw HTTP, its NDJSON lines parsed. */
async function transactions(ids: string, query = ''): Promise<HistoryTransaction[]> {
  const response = await request(
    lake.url,
    `/v2025-02-19/data/history/test/transactions/${ids}${query ? `?${query}` : ''}`,
  )
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/x-ndjson')
  return ndjsonLines(response.text)
}

function ndjsonLines(text: string): HistoryTransaction[] {
  expect(text === '' || text.endsWith('\n')).toBe(true)
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryTransaction)
}

const ids = (lines: HistoryTransaction[]) => lines.map((line) => line.id)

/**
 * A document created, patched three times and deleted: five transactions. Returns the transaction ids
 * in order and the document after each (null after the deletion).
 */
async function documentLife(id: string, pauseMs = 0) {
  const versions: (SanityDocument | null)[] = []
  const txIds: string[] = []
  const record = async (transactionId: string) => {
    txIds.push(transactionId)
    versions.push((await client.getDocument(id)) ?? null)
    if (pauseMs) await sleep(pauseMs)
  }
  await record((await client.create({_id: id, _type: 'post', title: 'v1', tags: ['a']}))._rev)
  await record((await client.patch(id).set({title: 'v2'}).commit())._rev)
  await record(
    (
      await client
        .patch(id)
        .set({tags: ['a', 'b'], body: {text: 'hello'}})
        .commit()
    )._rev,
  )
  await record((await client.patch(id).unset(['body']).set({title: 'v4'}).commit())._rev)
  await record((await client.delete(id)).transactionId)
  return {txIds, versions}
}

let life: Awaited<ReturnType<typeof documentLife>>

describe('transactions', () => {
  beforeAll(async () => {
    life = await documentLife('life')
  })

  test('a created, patched and deleted document has its five transactions, oldest first', async () => {
    const lines = await transactions('life')
    expect(ids(lines)).toEqual(life.txIds)
    for (const line of lines) expect(line.documentIDs).toEqual(['life'])
  })

  test('every line has an author and an ISO timestamp, in commit order', async () => {
    const lines = await transactions('life')
    const times = lines.map((line) => line.timestamp)
    for (const line of lines) {
      expect(line.author).toEqual(expect.any(String))
      expect(line.author.length).toBeGreaterThan(0)
      expect(new Date(line.timestamp).toISOString()).toBe(line.timestamp)
    }
    expect([...times].sort()).toEqual(times)
    // A document's _updatedAt is its last transaction's time.
    expect(lines[1].timestamp).toBe(life.versions[1]!._updatedAt)
  })

  test('mutations are included by default, effects only with effectFormat=mendoza', async () => {
    const [created, patched] = await transactions('life')
    expect(created.mutations).toEqual([{create: expect.objectContaining({_id: 'life', title: 'v1'})}])
    expect(patched.mutations).toEqual([{patch: expect.objectContaining({id: 'life', set: {title: 'v2'}})}])
    expect(created.effects).toBeUndefined()
    const withEffects = await transactions('life', 'effectFormat=mendoza')
    for (const line of withEffects) expect(Object.keys(line.effects!)).toEqual(['life'])
  })

  test('applying every "apply" effect from null reproduces every version; "revert" walks back', async () => {
    const lines = await transactions('life', 'effectFormat=mendoza')
    expect(lines).toHaveLength(5)
    let state: unknown = null
    // Effects are computed on the versions without `_rev` (each version's _rev is its transaction's id).
    lines.forEach((line, i) => {
      state = applyPatch(state, line.effects!.life.apply)
      expect(state).toEqual(withoutRev(life.versions[i]))
    })
    for (let i = lines.length - 1; i >= 0; i--) {
      state = applyPatch(state, lines[i].effects!.life.revert)
      expect(state).toEqual(i === 0 ? null : withoutRev(life.versions[i - 1]))
    }
  })

  test('reverse returns newest first', async () => {
    expect(ids(await transactions('life', 'reverse=true'))).toEqual([...life.txIds].reverse())
  })

  test('limit keeps the first transactions in the requested order', async () => {
    expect(ids(await transactions('life', 'limit=2'))).toEqual(life.txIds.slice(0, 2))
    expect(ids(await transactions('life', 'limit=2&reverse=true'))).toEqual([life.txIds[4], life.txIds[3]])
  })

  test('fromTransaction and toTransaction are inclusive bounds, in either order of reading', async () => {
    const [t1, t2, t3, t4, t5] = life.txIds
    expect(ids(await transactions('life', `fromTransaction=${t2}&toTransaction=${t4}`))).toEqual([t2, t3, t4])
    expect(ids(await transactions('life', `fromTransaction=${t2}&toTransaction=${t4}&reverse=true`))).toEqual(
      [t4, t3, t2],
    )
    expect(ids(await transactions('life', `fromTransaction=${t4}`))).toEqual([t4, t5])
    expect(ids(await transactions('life', `toTransaction=${t2}`))).toEqual([t1, t2])
    expect(ids(await transactions('life', `fromTransaction=${t4}&toTransaction=${t2}`))).toEqual([])
  })

  test('paging back with toTransaction, as the studio does, visits every transaction once', async () => {
    const seen: string[] = []
    let page = await transactions('life', 'reverse=true&limit=2')
    while (page.length > 0) {
      seen.push(...ids(page))
      if (page.length < 2) break
      // toTransaction is inclusive, so each page repeats the previous page's oldest transaction.
      page = (
        await transactions('life', `reverse=true&limit=3&toTransaction=${page[page.length - 1].id}`)
      ).slice(1)
    }
    expect(seen).toEqual([...life.txIds].reverse())
  })

  test('an unknown transaction id as a bound is a 400 naming it', async () => {
    for (const name of ['fromTransaction', 'toTransaction']) {
      const response = await request(
        lake.url,
        `/v2025-02-19/data/history/test/transactions/life?${name}=no-such-tx`,
      )
      expect(response.status).toBe(400)
      const body = expectErrorBody(response.body, 400)
      expect(body.message).toContain(name)
      expect(body.message).toContain('no-such-tx')
    }
  })

  test('excludeContent keeps which document each mutation touched but none of its content', async () => {
    const lines = await transactions('life', 'excludeContent=true&effectFormat=mendoza')
    expect(lines.map((line) => line.mutations)).toEqual([
      [{create: {_id: 'life', _type: 'post'}}],
      [{patch: {id: 'life'}}],
      [{patch: {id: 'life'}}],
      [{patch: {id: 'life'}}],
      [{delete: {id: 'life'}}],
    ])
    expect(JSON.stringify(lines.map((line) => line.mutations))).not.toContain('v1')
    // The studio's timeline asks for excludeContent together with effects and is built from them.
    expect(applyPatch(null, lines[0].effects!.life.apply)).toEqual(withoutRev(life.versions[0]))
  })

  test('excludeMutations leaves mutations out; without effectFormat there are no effects', async () => {
    const lines = await transactions('life', 'excludeMutations=true&excludeContent=true')
    expect(lines).toHaveLength(5)
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['author', 'documentIDs', 'id', 'timestamp'])
    }
  })

  test('an effect format other than mendoza, or a limit out of range, is a 400', async () => {
    for (const query of ['effectFormat=json', 'limit=0', 'limit=10001', 'limit=ten', 'reverse=maybe']) {
      const response = await request(lake.url, `/v2025-02-19/data/history/test/transactions/life?${query}`)
      expect(response.status, query).toBe(400)
      expectErrorBody(response.body, 400)
    }
  })

  test('a transaction on two documents lists both; includeIdentifiedDocumentsOnly narrows to those asked for', async () => {
    const result = await client
      .transaction()
      .create({_id: 'pair-a', _type: 'post', title: 'A'})
      .create({_id: 'pair-b', _type: 'post', title: 'B'})
      .commit()
    const [line] = await transactions('pair-a', 'effectFormat=mendoza')
    expect(line.id).toBe(result.transactionId)
    expect([...line.documentIDs].sort()).toEqual(['pair-a', 'pair-b'])
    expect(line.mutations).toHaveLength(2)
    expect(Object.keys(line.effects!)).toEqual(['pair-a'])

    const [narrowed] = await transactions('pair-a', 'includeIdentifiedDocumentsOnly=true')
    expect(narrowed.documentIDs).toEqual(['pair-a'])
    const [both] = await transactions(
      'pair-a,pair-b',
      'effectFormat=mendoza&includeIdentifiedDocumentsOnly=true',
    )
    expect([...both.documentIDs].sort()).toEqual(['pair-a', 'pair-b'])
    expect(Object.keys(both.effects!).sort()).toEqual(['pair-a', 'pair-b'])
  })

  test('a draft and its published document, asked for together, share one ordered history', async () => {
    const draft = await client.create({_id: 'drafts.shared', _type: 'post', title: 'Draft'})
    const published = await client.create({_id: 'shared', _type: 'post', title: 'Published'})
    const deleted = await client.delete('drafts.shared')
    const lines = await transactions('shared,drafts.shared', 'reverse=true')
    expect(ids(lines)).toEqual([deleted.transactionId, published._rev, draft._rev])
  })

  test('a pair with interleaved draft edits and publishes pages the same in either direction', async () => {
    // Each id is read as its own ordered range and the two merged: transactions on both ids (the
    // publishes) must come once, in log order, across the lake's internal pages of 100.
    for (let cycle = 0; cycle < 70; cycle++) {
      await client.createOrReplace({_id: 'drafts.paired', _type: 'post', n: cycle})
      await client
        .transaction()
        .createOrReplace({_id: 'paired', _type: 'post', n: cycle})
        .delete('drafts.paired')
        .commit()
    }
    const all = ids(await transactions('paired,drafts.paired', 'limit=10000'))
    expect(all).toHaveLength(140)
    expect(new Set(all).size).toBe(140)
    const back: string[] = []
    let to: string | undefined
    for (;;) {
      const page = ids(
        await transactions(
          'paired,drafts.paired',
          `reverse=true&limit=50${to ? `&toTransaction=${to}` : ''}`,
        ),
      )
      back.push(...page.filter((id) => id !== to))
      if (page.length < 50) break
      to = page.at(-1)
    }
    expect(back).toEqual([...all].reverse())
    expect(ids(await transactions('paired,drafts.paired', `fromTransaction=${all[60]}&limit=30`))).toEqual(
      all.slice(60, 90),
    )
  })

  test('documents with no history, and unknown datasets with valid names, give an empty stream', async () => {
    expect(await transactions('never-written')).toEqual([])
    const response = await request(lake.url, '/v2025-02-19/data/history/elsewhere/transactions/life')
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
  })

  test('an invalid dataset name is a 400', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/history/Not%20Valid/transactions/life')
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 400)
  })

  test('the studio timeline request through @sanity/client gets NDJSON it can split into lines', async () => {
    const raw = await client.request<string>({
      url: '/data/history/test/transactions/life,drafts.life',
      query: {
        tag: 'sanity.studio.structure.transactions',
        effectFormat: 'mendoza',
        excludeContent: 'true',
        excludeMutations: 'true',
        includeIdentifiedDocumentsOnly: 'true',
        reverse: 'true',
        limit: '50',
      },
    })
    const lines = ndjsonLines(raw.toString())
    expect(ids(lines)).toEqual([...life.txIds].reverse())
    expect(lines[0]).toEqual({
      id: life.txIds[4],
      timestamp: expect.any(String),
      author: expect.any(String),
      documentIDs: ['life'],
      effects: {life: {apply: expect.any(Array), revert: expect.any(Array)}},
    })
  })

  test('fromTime, toTime and authors filter transactions', async () => {
    const lines = await transactions('life')
    const [, second, third] = lines
    const between = await transactions('life', `fromTime=${second.timestamp}&toTime=${third.timestamp}`)
    expect(ids(between)).toEqual([second.id, third.id])
    expect(await transactions('life', `authors=${lines[0].author}`)).toHaveLength(5)
    expect(await transactions('life', 'authors=someone-else')).toEqual([])
    const bad = await request(lake.url, '/v2025-02-19/data/history/test/transactions/life?fromTime=yesterday')
    expect(bad.status).toBe(400)
  })

  test('long histories stream across internal pages without gaps or repeats', async () => {
    await client.create({_id: 'long', _type: 'post', n: 0})
    for (let n = 1; n < 210; n++) await client.patch('long').set({n}).commit()
    const all = await transactions('long', 'limit=10000&effectFormat=mendoza')
    expect(all).toHaveLength(210)
    let state: unknown = null
    for (const line of all) state = applyPatch(state, line.effects!.long.apply)
    expect(state).toEqual(withoutRev((await client.getDocument('long'))!))

    expect(await transactions('long')).toHaveLength(100)
    const newest = await transactions('long', 'reverse=true&limit=180')
    expect(ids(newest)).toEqual(ids(all).reverse().slice(0, 180))
    const middle = await transactions(
      'long',
      `fromTransaction=${all[50].id}&toTransaction=${all[205].id}&limit=10000`,
    )
    expect(ids(middle)).toEqual(ids(all).slice(50, 206))
  })
})

describe('documents at a revision or a time', () => {
  let timed: Awaited<ReturnType<typeof documentLife>>

  beforeAll(async () => {
    timed = await documentLife('timed', 25)
  })

  const path = (idList: string, query: string) => `/data/history/test/documents/${idList}?${query}`

  test('revision returns the document as that transaction wrote it', async () => {
    for (const version of timed.versions.slice(0, 4)) {
      const result = await client.request<{documents: SanityDocument[]}>({
        uri: path('timed', `revision=${version!._rev}`),
      })
      expect(result).toEqual({documents: [version]})
    }
  })

  test('asking for a draft and its published document by revision returns the one that has it', async () => {
    const rev = timed.versions[2]!._rev
    const result = await client.request<{documents: SanityDocument[]}>({
      uri: path('timed,drafts.timed', `revision=${rev}`),
    })
    expect(result.documents).toEqual([timed.versions[2]])
  })

  test('the revision of the deletion gives no document', async () => {
    const result = await client.request({uri: path('timed', `revision=${timed.txIds[4]}`)})
    expect(result).toEqual({documents: []})
  })

  test('time returns the document as it was then', async () => {
    const lines = await transactions('timed')
    for (let i = 0; i < 4; i++) {
      const at = Date.parse(lines[i].timestamp)
      const next = Date.parse(lines[i + 1].timestamp)
      expect(next - at).toBeGreaterThan(2)
      const midway = new Date(Math.floor((at + next) / 2)).toISOString()
      const exact = await client.request({uri: path('timed', `time=${lines[i].timestamp}`)})
      const between = await client.request({uri: path('timed', `time=${midway}`)})
      expect(exact).toEqual({documents: [timed.versions[i]]})
      expect(between).toEqual({documents: [timed.versions[i]]})
    }
  })

  test('before creation and after deletion the document is left out', async () => {
    const lines = await transactions('timed')
    const before = new Date(Date.parse(lines[0].timestamp) - 1).toISOString()
    expect(await client.request({uri: path('timed', `time=${before}`)})).toEqual({documents: []})
    expect(await client.request({uri: path('timed', `time=${lines[4].timestamp}`)})).toEqual({documents: []})
  })

  test('time accepts other ISO 8601 forms, such as an offset', async () => {
    const lines = await transactions('timed')
    const at = new Date(Date.parse(lines[1].timestamp) + 1)
    const local = new Date(at.getTime() + 2 * 3600_000).toISOString().replace('Z', '+02:00')
    const result = await client.request({uri: path('timed', `time=${encodeURIComponent(local)}`)})
    expect(result).toEqual({documents: [timed.versions[1]]})
  })

  test('lastRevision returns the last version, even of a deleted document', async () => {
    const result = await client.request({uri: path('timed,never-written', 'lastRevision=true')})
    expect(result).toEqual({documents: [timed.versions[3]]})
  })

  test('both time and revision is a 400 with the studio’s own message', async () => {
    const response = await request(
      lake.url,
      `/v2025-02-19${path('timed', `time=${new Date().toISOString()}&revision=${timed.txIds[0]}`)}`,
    )
    expect(response.status).toBe(400)
    expect(expectErrorBody(response.body, 400).message).toBe(
      "getHistory can't handle both time and revision parameters",
    )
  })

  test('neither time nor revision, or an invalid time, is a 400', async () => {
    for (const query of ['', 'time=not-a-time', 'time=2025-13-45T99:00:00Z']) {
      const response = await request(lake.url, `/v2025-02-19${path('timed', query)}`)
      expect(response.status, query).toBe(400)
      expectErrorBody(response.body, 400)
    }
  })

  test('a revision no requested document ever had is a 404 naming the ids and the revision', async () => {
    const error = await clientError(
      client.request({uri: path('timed,drafts.timed', 'revision=no-such-rev')}),
      404,
    )
    expect(error.message).toContain('no-such-rev')
    expect(error.message).toContain('"timed"')
    expect(error.message).toContain('"drafts.timed"')
  })
})
