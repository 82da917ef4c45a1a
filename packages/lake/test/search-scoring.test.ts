import {evaluateSync, parse, type ExprNode} from 'groq-js'
import {describe, expect, test} from 'vitest'
import type {SanityDocument} from '@tessera/types'
import {DatasetIndex} from '../src/documents/dataset-index.js'
import type {Perspective} from '../src/query/perspective.js'
import {perspectiveDocuments, runQuery} from '../src/query/run-query.js'
import {addGrowthChecks} from '../src/query/growth-checks.js'
import {rewriteMatches} from '../src/query/match-rewrite.js'
import {precomputeSlices} from '../src/query/slices.js'
import {planSearches} from '../src/query/search-scoring.js'
import {countMatches, patternTerms, termMatches, textTokens} from '../src/query/text-match.js'
import {rewriteTextQueries} from '../src/query/text-query-rewrite.js'
import {
  createRandom,
  randomDocument,
  randomTerm,
  VOCABULARY,
  words,
  type Random,
} from './helpers/search-corpus.js'

/**
 * Searches (`match`, `text::query()`, `score()` with `boost()`, `order(_score desc, ...)`, slices)
 * are evaluated natively where they compile (query/search-scoring.ts). Their answers must be exactly
 * what groq-js gives: the same documents, the same `_score` to the last bit, the same order and ties.
 * Compared on random corpora with plain groq-js (queries with `match` only, which groq-js implements)
 * and with the lake's evaluation without the native planning (every query, `text::query()` too).
 */

const PERSPECTIVES: Perspective[] = ['raw', 'published', 'drafts']

function corpus(seed: number, size: number): DatasetIndex {
  const random = createRandom(seed)
  const index = new DatasetIndex('d')
  for (let n = 0; n < size; n++) {
    const id = random.chance(0.2) ? `drafts.doc-${random.int(size)}` : `doc-${n}`
    const doc: Record<string, unknown> = {...randomDocument(random, id)}
    // Few distinct times, so orderings tie and ties must fall as groq-js leaves them.
    doc._updatedAt = `2026-01-0${1 + random.int(4)}T00:00:00Z`
    if (random.chance(0.05)) doc._score = random.int(3)
    if (random.chance(0.3)) doc.name = words(random, 1 + random.int(3))
    index.put(doc as unknown as SanityDocument)
  }
  return index
}

const TEXTS = [
  'title',
  'name',
  '_id',
  '[title, name]',
  'tags',
  'meta.note',
  '[title, _id]',
  'tags[0]',
  '@',
  'tags[]',
  'body[].children[].text',
  'pt::text(body)',
]

/** A query as the reference input and the global search build them, with random variations. */
function randomSearch(
  random: Random,
  withTextQuery: boolean,
): {query: string; params: Record<string, unknown>} {
  const params: Record<string, unknown> = {}
  let n = 0
  const match = (): string => {
    const name = `t${n++}`
    if (withTextQuery && random.chance(0.3)) {
      params[name] = random.chance(0.3)
        ? `"${words(random, 2)}"`
        : `${randomTerm(random)} ${random.chance(0.3) ? `-${random.pick(VOCABULARY)}` : ''}`
      return `${random.pick(['[@, _id]', 'title', '[title, tags]', '@'])} match text::query($${name})`
    }
    params[name] = random.chance(0.1)
      ? [randomTerm(random), randomTerm(random)]
      : random.chance(0.2)
        ? `${randomTerm(random)} ${randomTerm(random)}`
        : randomTerm(random)
    return `${random.pick(TEXTS)} match $${name}`
  }
  const conditions = [random.pick(['_type in ["post", "note"]', '_type == "post"', 'true', '_type != "x"'])]
  const terms = Array.from({length: 1 + random.int(2)}, () => [match(), match()])
  for (const [a, b] of terms) conditions.push(random.chance(0.5) ? `(${a} || ${b})` : a)
  if (random.chance(0.2)) conditions.push('!(_id in path("drafts.**"))')
  if (random.chance(0.15)) conditions.push('rating > 1')
  if (random.chance(0.1)) conditions.push('defined(title)')
  const boosts = terms.flatMap(([a, b]) => [
    random.pick([`boost(${a}, ${1 + random.int(10)})`, a, `boost(_type in ["note"] && ${a}, 3)`, `(${a})`]),
    random.pick([`boost(${b}, 1)`, `${a} || ${b}`, `${a} && ${b}`, `boost(${b}, "x")`, `boost(!(${b}), 2)`]),
  ])
  const order = random.pick([
    ' | order(_score desc, _updatedAt desc)',
    ' | order(_score desc)',
    ' | order(_updatedAt desc, _score)',
    ' | order(lower(title) desc, _score desc)',
    ' | order(_score.x, _id)',
    '',
  ])
  const tail = random.pick(['[0...5]', '[2...7]', '[0]', '[-1]', '', '[0...100]', '[3..4]'])
  const projection = random.pick([' {_id, _score}', '', '._score', ' {_id, title, "s": _score}'])
  const query = `*[${conditions.join(' && ')}] | score(${boosts.join(', ')})${order}${tail}${projection}`
  return {query, params}
}

/** The lake's evaluation without the native planning: its rewrites over groq-js, as before it. */
function unplanned(
  index: DatasetIndex,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
) {
  const dataset = perspectiveDocuments(index, perspective)
  const tree = parse(query, {params}) as ExprNode
  const options = {dataset, params, timestamp: new Date()}
  const rewritten = addGrowthChecks(rewriteMatches(rewriteTextQueries(tree, dataset)))
  return JSON.stringify(evaluateSync(precomputeSlices(rewritten, options), options).data ?? null)
}

function groq(index: DatasetIndex, query: string, params: Record<string, unknown>, perspective: Perspective) {
  const dataset = perspectiveDocuments(index, perspective)
  return JSON.stringify(evaluateSync(parse(query, {params}), {dataset, params}).data ?? null)
}

function lake(index: DatasetIndex, query: string, params: Record<string, unknown>, perspective: Perspective) {
  return JSON.stringify(runQuery(index, {query, params, perspective}))
}

describe('search scoring', () => {
  /** Random searches over a random corpus, answered by the lake and by `expected`: the mismatches. */
  function mismatches(perspective: Perspective, withTextQuery: boolean, expected: typeof groq): string[] {
    const index = corpus(withTextQuery ? 5 : 11, 350)
    const random = createRandom(withTextQuery ? 41 : 23)
    const found: string[] = []
    for (let i = 0; i < 250; i++) {
      const {query, params} = randomSearch(random, withTextQuery)
      if (lake(index, query, params, perspective) !== expected(index, query, params, perspective))
        found.push(`${query} ${JSON.stringify(params)}`)
    }
    return found
  }

  test.each(PERSPECTIVES)(
    'in the %s perspective, match searches with score(), boost(), order() and slices answer exactly as plain groq-js',
    (perspective) => expect(mismatches(perspective, false, groq)).toEqual([]),
  )

  test.each(PERSPECTIVES)(
    'in the %s perspective, searches with text::query() too answer as the lake did without planning',
    (perspective) => expect(mismatches(perspective, true, unplanned)).toEqual([]),
  )

  test('the queries the reference input and the global search send are planned natively and answer as groq-js', () => {
    const index = new DatasetIndex('d')
    const names = ['amber', 'birch', 'amber birch', 'Amberly', 'amber amber amber']
    for (let n = 0; n < 500; n++) {
      index.put({
        _id: n % 7 === 0 ? `drafts.author-${n}` : `author-${n}`,
        _type: n % 3 === 0 ? 'editor' : 'author',
        _updatedAt: `2026-01-0${1 + (n % 3)}T00:00:00Z`,
        name: `${names[n % names.length]} ${n}`,
      } as unknown as SanityDocument)
    }
    const reference =
      '*[_type in ["author"] && (name match $__t0 || _id match $__t0)] | score(boost(name match $__t0, 10), boost(_id match $__t0, 1)) | order(_score desc, _updatedAt desc) [0...200] {_id, _type, _score}'
    const global =
      '*[_type in ["author", "editor"] && !(_id in path("drafts.**")) && ((_type in ["author"] && (name match $__t0 || _id match $__t0)) || (_type in ["editor"] && (name match $__t0)))] | score(boost(_type in ["author"] && name match $__t0, 10), boost(_type in ["author"] && _id match $__t0, 1), boost(_type in ["editor"] && name match $__t0, 5)) | order(_score desc, _updatedAt desc) [0...60] {_id, _type, _updatedAt, _score}'
    for (const query of [reference, global]) {
      // Planned: the filter, score, order and slice come out as the hits, for the projection.
      const planned = planSearches(parse(query, {params: {__t0: 'amb*'}}), index.all()) as unknown as {
        base: {type: string}
      }
      expect(planned.base.type).toBe('Value')
      for (const perspective of PERSPECTIVES) {
        for (const word of ['amber*', 'amb*', 'author*', 'birch*', '*', 'nothing*']) {
          const params = {__t0: word}
          const answer = lake(index, query, params, perspective)
          expect(answer, `${query} ${word} ${perspective}`).toBe(groq(index, query, params, perspective))
          if (word === 'amber*') expect((JSON.parse(answer) as unknown[]).length).toBeGreaterThan(0)
        }
      }
    }
  })

  test('counting a term in a text where it stands gives what tokenizing the text gives', () => {
    const random = createRandom(3)
    // Separators of every kind (Unicode spaces among them), letters that fold oddly, dots, digits.
    const alphabet = [
      'a',
      'B',
      'ß',
      'İ',
      'ﬀ',
      'é',
      '1',
      '_',
      ' ',
      '\u00a0',
      '\u3000',
      '-',
      '@',
      '/',
      '*',
      '.',
      '"',
    ]
    const mismatches: string[] = []
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({length: random.int(24)}, () => random.pick(alphabet)).join('')
      const pattern =
        Array.from({length: 1 + random.int(3)}, () => random.pick(alphabet.slice(0, 8))).join('') +
        random.pick(['*', ''])
      for (const term of patternTerms(pattern)) {
        const expected = textTokens(text).filter((token) => termMatches(term, token)).length
        if (countMatches(term, text, Infinity) !== expected)
          mismatches.push(`${JSON.stringify(text)} ${pattern}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})
