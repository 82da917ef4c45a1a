import type {SanityClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {pickWith, seededRandom} from './hostile/seeded-random.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

/**
 * GROQ's `text::query()` through the lake with an unmodified @sanity/client, against a plain scan:
 * words (all required), `word*` prefixes, quoted phrases, `-` exclusions and `*`, over whole
 * documents (`[@, _id]`, what the studio's lists and search send) and single fields.
 */

function createRandom(seed: number) {
  const next = seededRandom(seed)
  return {
    pick: pickWith(next),
    int: (below: number) => Math.floor(next() * below),
    chance: (p: number) => next() < p,
  }
}

const VOCABULARY = ['red', 'lion', 'blue', 'tiger', 'bravo', 'brave', 'river', 'rivet', 'stone', 'sun']

interface Post {
  _id: string
  _type: 'post'
  title: string
  tags: string[]
  body: {_type: 'block'; _key: string; children: {_type: 'span'; _key: string; text: string}[]}[]
}

let lake: TestLake
let client: SanityClient
const posts: Post[] = []

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
  const random = createRandom(19)
  const words = (n: number) =>
    Array.from({length: n}, () => {
      const word = random.pick(VOCABULARY)
      return random.chance(0.2) ? word.toUpperCase() : word
    })
  const transaction = client.transaction()
  for (let n = 0; n < 120; n++) {
    const post: Post = {
      _id: `post-${n}`,
      _type: 'post',
      title: words(1 + random.int(3)).join(random.pick([' ', ', ', ' - '])),
      tags: words(random.int(3)),
      body: [
        {
          _type: 'block',
          // Keys and types are bookkeeping: a key spelled like a word must not make a document match.
          _key: random.pick(VOCABULARY),
          children: [{_type: 'span', _key: 's1', text: words(random.int(6)).join(' ')}],
        },
      ],
    }
    posts.push(post)
    transaction.create(post)
  }
  await transaction.commit()
})

afterAll(() => lake.stop())

/** The tokens of each string, lowercased: the plain scan's reading of a value. */
function segmentsOf(value: unknown): string[][] {
  if (typeof value === 'string')
    return [
      value
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ]
  if (Array.isArray(value)) return value.flatMap(segmentsOf)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : segmentsOf(item)))
  }
  return []
}

type Part = {negated: boolean; words: string[]}

/** The plain scan: every part must occur (a run of words in one string), no negated one. */
function scanMatches(parts: Part[], segments: string[][]): boolean {
  if (parts.length === 0 || !segments.some((tokens) => tokens.length > 0)) return false
  const wordMatches = (word: string, token: string) =>
    word === '*' ? true : word.endsWith('*') ? token.startsWith(word.slice(0, -1)) : token === word
  const occurs = (words: string[]) =>
    segments.some((tokens) =>
      tokens.some((_, start) =>
        words.every((word, i) => start + i < tokens.length && wordMatches(word, tokens[start + i])),
      ),
    )
  return parts.every((part) => occurs(part.words) !== part.negated)
}

function randomSearch(random: ReturnType<typeof createRandom>): {search: string; parts: Part[]} {
  const parts: Part[] = []
  const pieces: string[] = []
  const count = 1 + random.int(3)
  for (let i = 0; i < count; i++) {
    const negated = i > 0 && random.chance(0.3)
    const kind = random.int(4)
    let words: string[]
    let text: string
    if (kind === 0) {
      words = [random.pick(VOCABULARY)]
      text = random.chance(0.5) ? words[0].toUpperCase() : words[0]
    } else if (kind === 1) {
      const word = random.pick(VOCABULARY)
      words = [`${word.slice(0, 1 + random.int(word.length))}*`]
      text = words[0]
    } else if (kind === 2) {
      words = [random.pick(VOCABULARY), random.pick(VOCABULARY)]
      text = `"${words.join(' ')}"`
    } else {
      words = ['*']
      text = '*'
    }
    parts.push({negated, words})
    pieces.push(`${negated ? '-' : ''}${text}`)
  }
  return {search: pieces.join(' '), parts}
}

describe('text::query()', () => {
  test('whole documents ([@, _id]) and single fields match as a plain scan does, over 300 random searches', async () => {
    const random = createRandom(7)
    for (let round = 0; round < 300; round++) {
      const {search, parts} = randomSearch(random)
      const [whole, titles] = await Promise.all([
        client.fetch<string[]>('*[_type == "post" && [@, _id] match text::query($q)]._id', {q: search}),
        client.fetch<string[]>('*[_type == "post" && title match text::query($q)]._id', {q: search}),
      ])
      const expectedWhole = posts
        .filter((post) => scanMatches(parts, segmentsOf([post, post._id])))
        .map((p) => p._id)
      const expectedTitles = posts
        .filter((post) => scanMatches(parts, segmentsOf(post.title)))
        .map((p) => p._id)
      expect({search, ids: [...whole].sort()}).toEqual({search, ids: expectedWhole.sort()})
      expect({search, ids: [...titles].sort()}).toEqual({search, ids: expectedTitles.sort()})
    }
  })

  test('syntax: words are all required, a phrase keeps its order within one string, "-" excludes, "*" is everything', async () => {
    await client
      .transaction()
      .create({_id: 'doc-a', _type: 'note', title: 'Red lion roars', summary: 'by the river'})
      .create({_id: 'doc-b', _type: 'note', title: 'Lion, red', summary: 'stone'})
      .create({_id: 'doc-c', _type: 'note', title: 'red', summary: 'lion'})
      .create({_id: 'doc-d', _type: 'note', title: 'well-known e.g. text', summary: ''})
      .commit()
    const ids = (search: string) =>
      client.fetch<string[]>('*[_type == "note" && [@, _id] match text::query($q)] | order(_id)._id', {
        q: search,
      })
    expect(await ids('red lion')).toEqual(['doc-a', 'doc-b', 'doc-c'])
    expect(await ids('"red lion"')).toEqual(['doc-a'])
    expect(await ids('"lion red"')).toEqual(['doc-b'])
    expect(await ids('red -"red lion"')).toEqual(['doc-b', 'doc-c'])
    expect(await ids('-river')).toEqual(['doc-b', 'doc-c', 'doc-d'])
    expect(await ids('ROA*')).toEqual(['doc-a'])
    expect(await ids('*')).toEqual(['doc-a', 'doc-b', 'doc-c', 'doc-d'])
    // A word the tokenizer splits is a phrase of its parts.
    expect(await ids('well-known')).toEqual(['doc-d'])
    expect(await ids('known-well')).toEqual([])
    // Its id counts when the query names it, as `[@, _id]` does.
    expect(await ids('doc-c')).toEqual(['doc-c'])
    // An empty search matches nothing (a search field sends `*` for everything).
    expect(await ids('')).toEqual([])
    // A query from the document (not a literal) works too.
    expect(
      await client.fetch<string[]>(
        '*[_type == "note" && [title, summary] match text::query(summary)] | order(_id)._id',
      ),
    ).toEqual(['doc-a', 'doc-b', 'doc-c'])
  })

  test('score() and boost(): matches score above zero, boosted fields and repeated words rank higher', async () => {
    await client
      .transaction()
      .create({_id: 'rank-1', _type: 'rank', title: 'Sun', body: 'nothing here'})
      .create({_id: 'rank-2', _type: 'rank', title: 'Moon', body: 'sun'})
      .create({_id: 'rank-3', _type: 'rank', title: 'Moon', body: 'sun sun sun'})
      .create({_id: 'rank-4', _type: 'rank', title: 'Stars', body: 'moon'})
      .commit()
    const ranked = await client.fetch<{_id: string; _score: number}[]>(
      '*[_type == "rank"] | score(boost(title match text::query($q), 10), [@, _id] match text::query($q)) [_score > 0] | order(_score desc) {_id, _score}',
      {q: 'sun'},
    )
    expect(ranked.map((row) => row._id)).toEqual(['rank-1', 'rank-3', 'rank-2'])
    expect(ranked.every((row) => row._score > 0)).toBe(true)
  })

  test("the studio's search query shape answers (pragma comment, score, order, slice by a parameter)", async () => {
    const query = [
      '// findability-mvi:5',
      '*[_type in $__types] | score(boost(_type in ["note"] && title match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0] {_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc) [0...$__limit]',
    ].join('\n')
    const rows = await client.fetch<{_id: string}[]>(query, {
      __types: ['note'],
      __query: 'lio*',
      __rawQuery: 'lio',
      __limit: 11,
    })
    expect(rows.map((row) => row._id).sort()).toEqual(['doc-a', 'doc-b', 'doc-c'])
  })

  test('fast enough for list panes: a search over 10,000 documents', async () => {
    const big = await startLake()
    try {
      const random = createRandom(3)
      for (let batch = 0; batch < 10; batch++) {
        const transaction = big.client.transaction()
        for (let n = 0; n < 1000; n++) {
          const words = Array.from({length: 12}, () => random.pick(VOCABULARY)).join(' ')
          transaction.create({
            _id: `item-${batch}-${n}`,
            _type: 'item',
            title: words.slice(0, 30),
            body: [{_type: 'block', _key: 'k', children: [{_type: 'span', _key: 's', text: words}]}],
          })
        }
        await transaction.commit()
      }
      const list =
        '*[_type == "item" && [@, _id] match text::query($q)] | order(_updatedAt desc) [0...50] {_id, title}'
      const timed = async (search: string) => {
        const started = performance.now()
        const rows = await big.client.fetch<unknown[]>(list, {q: search})
        return {ms: performance.now() - started, rows: rows.length}
      }
      const first = await timed('riv*')
      const again = await timed('brav* -"red lion"')
      console.log(
        `text::query over 10,000 documents: first search ${first.ms.toFixed(0)} ms, next ${again.ms.toFixed(0)} ms`,
      )
      expect(first.rows).toBe(50)
      expect(again.ms).toBeLessThan(1500)
    } finally {
      await big.stop()
    }
  })
})
