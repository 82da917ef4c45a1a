import {pickWith, seededRandom} from '../hostile/seeded-random.js'

/**
 * Random documents and searches for the search index tests: words that fold in odd ways (`ß`, `İ`,
 * `ﬀ`), dotted and dashed words (`e.g.`, `foo-bar`), digits, a token longer than the index keeps,
 * and the same words under `_key`s and in ids, so every shortcut the index takes is exercised.
 */
export const VOCABULARY = [
  'lion',
  'lions',
  'Lion',
  'LIONESS',
  'river',
  'rivet',
  'stone',
  'straße',
  'İstanbul',
  'ﬀoo',
  'café',
  'e.g.',
  'x.y.z',
  'foo-bar',
  'snake_case',
  'ab12',
  '2026',
  'über',
  'a',
  'supercalifragilisticexpialidocious-and-then-some-more-letters-to-go',
  'supercalifragilisticexpialidocious-and-then-some-more-letters-to-get',
]

export type Random = ReturnType<typeof createRandom>

export function createRandom(seed: number) {
  const next = seededRandom(seed)
  return {
    pick: pickWith(next),
    int: (below: number) => Math.floor(next() * below),
    chance: (p: number) => next() < p,
  }
}

export function words(random: Random, count: number): string {
  return Array.from({length: count}, () => random.pick(VOCABULARY)).join(random.pick([' ', ', ', ' ', '; ']))
}

export interface CorpusDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** A document of one of two types, with text at several depths and under bookkeeping keys. */
export function randomDocument(random: Random, id: string): CorpusDocument {
  const doc: CorpusDocument = {_id: id, _type: random.chance(0.7) ? 'post' : 'note'}
  if (random.chance(0.9)) doc.title = words(random, 1 + random.int(4))
  if (random.chance(0.6)) doc.tags = Array.from({length: random.int(4)}, () => random.pick(VOCABULARY))
  if (random.chance(0.7)) {
    doc.body = Array.from({length: 1 + random.int(2)}, (_, b) => ({
      _type: 'block',
      _key: random.pick(['lion', 'river', `k${b}`]),
      children: [
        {_type: 'span', _key: 's1', text: words(random, random.int(6))},
        {_type: 'span', _key: 's2', text: words(random, random.int(3))},
      ],
    }))
  }
  if (random.chance(0.4)) doc.meta = {note: words(random, 2), count: random.int(10)}
  if (random.chance(0.2)) doc.rating = random.int(5)
  return doc
}

const TEXTS = [
  'title',
  '[title, _id]',
  'tags',
  'tags[]',
  'meta.note',
  '@.title',
  'body[].children[].text',
  '[title, body[].children[].text, ...tags]',
  'body[_key == "lion"].children[0].text',
  'pt::text(body)',
  '@',
  '_id',
  '_type',
]

/** A pattern term: a word as it is, cut, starred at either end or inside, with a `.`, in capitals. */
export function randomTerm(random: Random): string {
  const word = random.pick(VOCABULARY)
  switch (random.int(8)) {
    case 0:
      return `${word.slice(0, 1 + random.int(word.length))}*`
    case 1:
      return `*${word.slice(random.int(word.length))}`
    case 2: {
      const at = random.int(word.length)
      return `${word.slice(0, at)}*${word.slice(at + 1)}`
    }
    case 3: {
      const at = random.int(word.length)
      return `${word.slice(0, at)}.${word.slice(at + 1)}`
    }
    case 4:
      return word.toUpperCase()
    default:
      return word
  }
}

function randomPattern(random: Random): unknown {
  if (random.chance(0.15)) return [randomTerm(random), randomTerm(random)]
  return Array.from({length: 1 + random.int(2)}, () => randomTerm(random)).join(' ')
}

function randomSearch(random: Random): string {
  return Array.from({length: 1 + random.int(3)}, () => {
    const kind = random.int(6)
    if (kind === 0) return `"${words(random, 2)}"`
    if (kind === 1) return `-${random.pick(VOCABULARY)}`
    if (kind === 2) return '*'
    return randomTerm(random)
  }).join(' ')
}

export interface RandomQuery {
  query: string
  params: Record<string, unknown>
}

/** A filter of one to three `match` or `text::query()` conditions, some combined with `_type`. */
export function randomQuery(random: Random): RandomQuery {
  const params: Record<string, unknown> = {}
  let n = 0
  const condition = (): string => {
    const name = `p${n++}`
    if (random.chance(0.35)) {
      params[name] = randomSearch(random)
      return `${random.pick(['[@, _id]', 'title', '[title, tags]', '@'])} match text::query($${name})`
    }
    params[name] = randomPattern(random)
    return `${random.pick(TEXTS)} match $${name}`
  }
  const first = condition()
  let filter = first
  const shape = random.int(6)
  if (shape === 1) filter = `_type == "post" && ${first}`
  else if (shape === 2) filter = `${first} && ${condition()}`
  else if (shape === 3) filter = `(${first} || ${condition()}) && _type != "x"`
  else if (shape === 4) filter = `!(${first})`
  const tail = random.pick([
    '{_id, title}',
    '[0...5]._id',
    `| score(${first}) | order(_score desc) {_id, _score}`,
    `| score(${first}, boost(_type == "note", 2)) | order(_score desc)[0...7] {_id, _score}`,
    '| order(title asc) [0...3]._id',
  ])
  return {query: `*[${filter}] ${tail}`, params}
}
