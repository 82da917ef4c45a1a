import {applyPatch} from 'mendoza'
import {withoutRev} from '../src/mendoza/document-effects.js'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {collectEvents} from './helpers/collect-events.js'
import {openStream} from './helpers/open-stream.js'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake

beforeEach(async () => {
  lake = await startLake()
})
afterEach(async () => {
  await lake.stop()
})

describe('listen', () => {
  it('sends welcome first, then one mutation event per write with decodable Mendoza effects', async () => {
    const {client} = lake
    const listener = await collectEvents(client, '*[_type == "post"]')
    expect(listener.events[0].type).toBe('welcome')
    expect(typeof listener.events[0].listenerName).toBe('string')

    const created = await client.create({_id: 'p1', _type: 'post', title: 'Hello', tags: ['a', 'b']})
    await client.patch('p1').set({title: 'Hello, world'}).insert('after', 'tags[-1]', ['c']).commit()
    await client.patch('p1').unset(['tags[0]']).commit()
    await client.delete('p1')

    const mutations = (
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length === 4)
    ).filter((e) => e.type === 'mutation')
    expect(mutations.map((e) => e.transition)).toEqual(['appear', 'update', 'update', 'disappear'])
    expect(mutations[0].previousRev).toBeUndefined()
    expect(mutations[0].resultRev).toBe(created._rev)

    // Replaying every apply effect from nothing reproduces each stored version; revert goes back.
    // Effects are computed without `_rev`, which the event's resultRev supplies (as Sanity's clients do).
    let doc: unknown = null
    for (const event of mutations) {
      const effects = event.effects as {apply: unknown[]; revert: unknown[]}
      const previous = withoutRev(doc as object | null)
      const next = applyPatch(previous, effects.apply) as object | null
      expect(applyPatch(next, effects.revert)).toEqual(previous)
      doc = next && {...next, _rev: event.resultRev}
      expect(doc).toEqual(event.result ?? null)
    }
    listener.stop()
  })

  it('keeps the revision chain unbroken across 100 rapid patches', async () => {
    const {client} = lake
    await client.create({_id: 'counter', _type: 'counter', n: 0, text: ''})
    const listener = await collectEvents(client, '*[_id == $id]', {id: 'counter'})
    const commits = Array.from({length: 100}, (_, i) =>
      client
        .patch('counter')
        .inc({n: 1})
        .set({text: `edit ${i}`})
        .commit({visibility: 'async'}),
    )
    await Promise.all(commits)
    const events = (
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length === 100)
    ).filter((e) => e.type === 'mutation')
    const stored = await client.getDocument('counter')
    expect(stored?.n).toBe(100)

    // Each event continues from the previous one, and replaying the effects lands on the stored document.
    let rev = events[0].previousRev as string
    let replay: unknown = null
    for (const [i, event] of events.entries()) {
      expect(event.previousRev).toBe(rev)
      rev = event.resultRev as string
      const effects = event.effects as {apply: unknown[]}
      replay =
        i === 0
          ? event.result
          : {...applyPatch(withoutRev(replay as object | null), effects.apply), _rev: event.resultRev}
      expect(replay).toEqual(event.result)
    }
    expect(rev).toBe(stored?._rev)
    expect(replay).toEqual(stored)
    listener.stop()
  })

  it('only sends documents matching the filter, with appear/disappear as they enter and leave it', async () => {
    const {client} = lake
    const listener = await collectEvents(client, '*[_type == "post" && published == true]')
    await client.create({_id: 'other', _type: 'author', name: 'Ann'})
    await client.create({_id: 'p', _type: 'post', published: false})
    await client.patch('p').set({published: true}).commit()
    await client.patch('p').set({title: 'x'}).commit()
    await client.patch('p').set({published: false}).commit()
    await client.patch('other').set({name: 'Bo'}).commit()
    await client.create({_id: 'marker', _type: 'post', published: true})
    const events = await listener.until((all) => all.some((e) => e.documentId === 'marker'))
    const transitions = events
      .filter((e) => e.type === 'mutation')
      .map((e) => `${e.documentId}:${e.transition}`)
    expect(transitions).toEqual(['p:appear', 'p:update', 'p:disappear', 'marker:appear'])
    listener.stop()
  })

  it('counts the events of a multi-document transaction and carries only each document’s mutations', async () => {
    const {client} = lake
    const listener = await collectEvents(client, '*[_type == "item"]')
    const result = await client
      .transaction()
      .create({_id: 'i1', _type: 'item'})
      .create({_id: 'i2', _type: 'item'})
      .create({_id: 'x', _type: 'unrelated'})
      .commit()
    const events = (
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length === 2)
    ).filter((e) => e.type === 'mutation')
    expect(events.map((e) => [e.documentId, e.transactionCurrentEvent, e.transactionTotalEvents])).toEqual([
      ['i1', 1, 2],
      ['i2', 2, 2],
    ])
    expect(events.every((e) => e.transactionId === result.transactionId)).toBe(true)
    expect((events[0].mutations as unknown[]).length).toBe(1)
    expect(JSON.stringify(events[0].mutations)).toContain('"i1"')
    expect(JSON.stringify(events[0].mutations)).not.toContain('"i2"')
    listener.stop()
  })

  it('honours includeResult=false and includePreviousRevision', async () => {
    // @sanity/client never sends false-valued options, so this reads the raw stream.
    await lake.client.create({_id: 'd', _type: 'doc', v: 1})
    const stream = await openStream(
      lake.url,
      '*[_id == "d"]',
      'includeResult=false&includePreviousRevision=true',
    )
    await stream.until((text) => text.includes('event: welcome'))
    await lake.client.patch('d').set({v: 2}).commit()
    const text = await stream.until((all) => all.includes('event: mutation'))
    const data = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)![1]) as Record<string, unknown>
    expect(data.result).toBeUndefined()
    expect((data.previous as {v: number}).v).toBe(1)
    stream.close()
  })

  it('ends streams with a reconnect event when the lake closes', async () => {
    const stream = await openStream(lake.url, '*', '')
    await stream.until((text) => text.includes('event: welcome'))
    const closing = lake.lake.close()
    const text = await stream.until((all) => all.includes('event: reconnect'))
    expect(text.indexOf('event: reconnect')).toBeGreaterThan(text.indexOf('event: welcome'))
    await closing
  })

  it('writes keep-alive comments and honours the events filter', async () => {
    await lake.stop()
    lake = await startLake({limits: {listenKeepAliveSeconds: 0.05}})
    const stream = await openStream(lake.url, '*', 'events=mutation')
    expect(stream.contentType).toContain('text/event-stream')
    const text = await stream.until((all) => all.includes(': keep-alive'))
    // "events=mutation" leaves out welcome
    expect(text).not.toContain('event: welcome')
    stream.close()
  })

  it('listens by the filter of a query with a projection, order or slice, and refuses what selects no documents', async () => {
    const {client} = lake
    // As the studio's release and task stores send them: only the filter decides which events come.
    const listener = await collectEvents(
      client,
      '*[_type == "release"][_id != "skip"]{_id, title} | order(_updatedAt desc) [0...10]',
    )
    await client.create({_id: 'other-type', _type: 'task', title: 'no'})
    await client.create({_id: 'skip', _type: 'release', title: 'no'})
    await client.create({_id: 'r1', _type: 'release', title: 'yes'})
    const events = await listener.until((all) => all.some((e) => e.documentId === 'r1'))
    expect(events.filter((e) => e.type === 'mutation').map((e) => e.documentId)).toEqual(['r1'])
    listener.stop()
    for (const query of ['count(*)', '*[0]', '"text"']) {
      const res = await request(lake.url, `/v2025-02-19/data/listen/test?query=${encodeURIComponent(query)}`)
      expect(res.status).toBe(400)
      expect((res.body as {message: string}).message).toContain('Listen queries must select documents')
    }
  })
})
