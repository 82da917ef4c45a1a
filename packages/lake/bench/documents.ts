/**
 * Deterministic bench documents. Within every block of 10 consecutive indexes: 5 posts, 3 articles,
 * 1 author, 1 category, so `post` holds half of any dataset whose size is a multiple of 10. Posts
 * reference an author and articles one or two categories, always inside the same seed batch, so every
 * strong reference points to a document of the same transaction or an earlier one.
 */
export interface BenchDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const WORDS = (
  'lake river stone cloud forest meadow harbor signal ember copper violet canyon orbit lantern ' +
  'glacier pepper falcon marble summit thunder willow quartz prairie beacon cobalt meteor saffron ' +
  'tundra harvest velvet comet island mosaic nectar pebble raven spiral timber atlas breeze cedar ' +
  'delta echo fjord garnet horizon ivory jasper kettle lagoon mirror nimbus oasis prism quiver ' +
  'reef shadow tango umber vortex wander yonder zephyr anchor bramble cinder dune fable grove ' +
  'hollow indigo juniper kelp lumen maple nova onyx plume quill rustle sierra thistle ultra vale ' +
  'wisp yarrow zenith acorn birch crest drift ferro gale hazel iris jade knoll loom moss north ' +
  'opal pine quartzite rain sage tide upland vista wren yew zinc amber basalt coral dawn elm flint'
).split(' ')

/** The word the text-match query looks for; it appears in about 1 % of titles. */
export const MATCH_WORD = 'lantern'

/**
 * Words the search benchmark looks for: each is in the body of 5 documents, all below index 2,000
 * (`index % 20 === 7`, articles), so a search finds as many at 1,000,000 documents as at 100,000.
 */
export const RARE_WORDS = (
  'zeppelin quasar marzipan obelisk kumquat gondola fjordic sextant tamarind quokka ' +
  'xylograph nautilus paprika periscope kaleidoscope trilobite vermilion escarpment mandolin bivouac'
).split(' ')

/** Every rare word is in the dataset from this size on. */
export const RARE_WORDS_BELOW = 2_000

function rareWordAt(index: number): string | undefined {
  return index < RARE_WORDS_BELOW && index % 20 === 7
    ? RARE_WORDS[Math.floor(index / 20) % RARE_WORDS.length]
    : undefined
}

/** A small, fast, seedable PRNG, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function words(next: () => number, count: number): string {
  return Array.from({length: count}, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
}

export function typeAt(index: number): string {
  const slot = index % 10
  if (slot < 5) return 'post'
  if (slot < 8) return 'article'
  return slot === 8 ? 'author' : 'category'
}

export function idAt(index: number): string {
  return `${typeAt(index)}-${String(index).padStart(7, '0')}`
}

/** A random index of `type` within [start, end). */
function pick(next: () => number, start: number, end: number, type: 'author' | 'category'): number {
  const blocks = Math.floor((end - start) / 10)
  return start + Math.floor(next() * blocks) * 10 + (type === 'author' ? 8 : 9)
}

/** The document at `index`, which belongs to the seed batch [batchStart, batchEnd). */
export function documentAt(index: number, batchStart: number, batchEnd: number): BenchDocument {
  const next = random(index + 1)
  const type = typeAt(index)
  const doc: BenchDocument = {
    _id: idAt(index),
    _type: type,
    title: `${words(next, 3)} ${index}`,
    body: [words(next, 30), rareWordAt(index)].filter(Boolean).join(' '),
    rating: Math.floor(next() * 5) + 1,
  }
  if (type === 'post')
    doc.author = {_type: 'reference', _ref: idAt(pick(next, batchStart, batchEnd, 'author'))}
  if (type === 'article') {
    const count = 1 + Math.floor(next() * 2)
    doc.categories = Array.from({length: count}, (_, i) => ({
      _key: `c${i}`,
      _type: 'reference',
      _ref: idAt(pick(next, batchStart, batchEnd, 'category')),
    }))
  }
  return doc
}
