import {applyPatch} from 'mendoza'
import {describe, expect, it} from 'vitest'

import {encodeMendozaPatch} from './encode.js'

/** Encodes, applies (also after a JSON round trip, as over the wire) and checks inputs are untouched. */
function roundTrip(left: unknown, right: unknown): unknown[] {
  const leftBefore = structuredClone(left)
  const rightBefore = structuredClone(right)
  const patch = encodeMendozaPatch(left, right)
  expect(left).toEqual(leftBefore)
  expect(right).toEqual(rightBefore)
  expect(applyPatch(structuredClone(left), patch)).toEqual(right)
  expect(applyPatch(structuredClone(left), JSON.parse(JSON.stringify(patch)))).toEqual(right)
  return patch
}

const size = (patch: unknown[]) => JSON.stringify(patch).length

describe('encodeMendozaPatch: basics', () => {
  it('returns an empty patch for identical input', () => {
    const doc = {_id: 'a', title: 'Hello', tags: ['x', 'y'], body: [{_key: 'k', text: 'hi'}], n: null}
    expect(encodeMendozaPatch(doc, doc)).toEqual([])
    expect(encodeMendozaPatch(doc, structuredClone(doc))).toEqual([])
    expect(encodeMendozaPatch(null, null)).toEqual([])
    expect(encodeMendozaPatch('x', 'x')).toEqual([])
    expect(applyPatch(structuredClone(doc), [])).toEqual(doc)
  })

  it('handles documents appearing and disappearing', () => {
    const doc = {_id: 'a', _type: 'post', title: 'Hello'}
    expect(roundTrip(null, doc)).toEqual([0, doc])
    expect(roundTrip(doc, null)).toEqual([0, null])
  })

  it('handles type changes at the root and in fields', () => {
    const values = [null, true, false, 0, 1.5, 'str', '', [], [1, 2], {}, {a: 1}, [{_key: 'a'}]]
    for (const l of values) {
      for (const r of values) {
        roundTrip(l, r)
        roundTrip({f: l, keep: 'x'}, {f: r, keep: 'x'})
        roundTrip([l, 'keep', 'keep2'], [r, 'keep', 'keep2'])
      }
    }
  })

  it('sets, deletes and recurses into object fields with small ops', () => {
    expect(roundTrip({a: 1, b: 2}, {a: 1, b: 3})).toEqual([17, 3, 'b'])
    // PushField/ObjectDeleteField use the index in the sorted input keys.
    expect(roundTrip({c: 3, a: 1, b: 2}, {c: 3, a: 1})).toEqual([19, 1])
    expect(roundTrip({a: 1}, {a: 1, z: 'new'})).toEqual([17, 'new', 'z'])
    expect(roundTrip({a: {x: 1, y: 2}, b: 1}, {a: {x: 1, y: 5}, b: 1})).toEqual([10, 0, 17, 5, 'y', 15])
  })

  it('builds from a blank when most fields are removed', () => {
    const left = {a: 1, b: 2, c: 3, d: 4, keep: 'long value'}
    const patch = roundTrip(left, {keep: 'long value', e: 5})
    expect(patch[0]).toBe(2)
  })

  it('handles empty containers and strings (a bare Blank would decode as null)', () => {
    roundTrip({a: [1, 2]}, {a: []})
    roundTrip({a: {x: 1}}, {a: {}})
    roundTrip({a: 'text'}, {a: ''})
    roundTrip([1, 2], [])
    roundTrip({x: 1}, {})
    roundTrip('abc', '')
    roundTrip([], [1])
    roundTrip('', 'abc')
  })
})

describe('encodeMendozaPatch: arrays', () => {
  const block = (key: string, text: string) => ({
    _key: key,
    _type: 'block',
    style: 'normal',
    children: [{_key: `${key}s`, _type: 'span', marks: [], text}],
  })
  const blocks = (count: number) =>
    Array.from({length: count}, (_, i) => block(`k${i}`, `Paragraph number ${i} with some text.`))

  it('edits one field of one item in a 1,000-item keyed array with a small patch', () => {
    const left = {_id: 'doc', body: blocks(1000)}
    const right = structuredClone(left)
    right.body[500].children[0].text = 'Paragraph number 500 with some more text.'
    const patch = roundTrip(left, right)
    expect(size(patch)).toBeLessThan(150)
  })

  it('reuses moved, inserted and removed keyed items', () => {
    const left = blocks(100)
    const right = structuredClone(left)
    const [moved] = right.splice(10, 1)
    right.splice(80, 0, moved)
    right.splice(50, 1)
    right.splice(20, 0, block('new', 'A new paragraph'))
    right[60].style = 'h1'
    const patch = roundTrip(left, right)
    expect(size(patch)).toBeLessThan(250)
  })

  it('reuses the unchanged part when appending (Copy + append)', () => {
    const patch = roundTrip(
      {list: ['a', 'b', 'c', 'd', 'e', 'f']},
      {list: ['a', 'b', 'c', 'd', 'e', 'f', 'g']},
    )
    expect(patch).toEqual([10, 0, 20, 'g', 15])
  })

  it('handles primitive arrays with duplicates, reorders and nested arrays', () => {
    roundTrip([1, 1, 2, 2, 3, 3], [3, 3, 1, 2, 2, 1, 1])
    roundTrip(['a', 'b', 'c'], ['c', 'b', 'a'])
    roundTrip([[1, 2], [3, 4], [5]], [[1, 2, 9], [5], [3, 4]])
    roundTrip([{a: 1}, {a: 2}, {a: 3}], [{a: 1}, {a: 2, b: 1}, {a: 3}, {a: 4}])
    roundTrip([{_key: 'a'}, {_key: 'a'}, {_key: 'b'}], [{_key: 'b'}, {_key: 'a', x: 1}]) // duplicate keys
    roundTrip([{_key: 'a', v: 1}, 'x', null], [null, {_key: 'a', v: 2}, 'x', 'y'])
  })

  it('is fast and small on a 10,000-item array with edits at both ends', () => {
    const left = Array.from({length: 10_000}, (_, i) => ({_key: `k${i}`, n: i}))
    const right = [{_key: 'first', n: -1}, ...left.slice(1, 9_999).reverse(), {_key: 'k9999', n: 0}]
    const started = performance.now()
    roundTrip(left, right)
    const unkeyed = Array.from({length: 10_000}, (_, i) => `item ${i}`)
    const patch = roundTrip(unkeyed, ['x', ...unkeyed.slice(0, 5000), 'y', ...unkeyed.slice(5001)])
    expect(size(patch)).toBeLessThan(100)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('encodeMendozaPatch: strings', () => {
  it('turns a one-character edit in a 10 kB string into slices', () => {
    const text = 'Lorem ipsum dolor sit amet. '.repeat(400)
    const edited = text.slice(0, 5000) + 'X' + text.slice(5001)
    const patch = roundTrip({body: text}, {body: edited})
    expect(size(patch)).toBeLessThan(60)
    expect(size(roundTrip(text, text + '!'))).toBeLessThan(40)
    expect(size(roundTrip(text, '!' + text))).toBeLessThan(40)
    expect(size(roundTrip(text, text.slice(0, 3000) + text.slice(3100)))).toBeLessThan(40)
  })

  it('uses UTF-8 byte offsets for non-ASCII and emoji text', () => {
    const text = 'Grüße aus Köln 👋🏽 — 中文 and more text that is long enough to slice. '.repeat(10)
    roundTrip(text, text.replace('Köln', 'Kölner 🎉'))
    roundTrip(text, text + '😀')
    roundTrip(text, '😀' + text)
    roundTrip(text, text.slice(0, 200) + text.slice(260))
    // Edits inside an emoji's surrogate pair must not split it.
    const emoji = '😀'.repeat(40)
    roundTrip(emoji, emoji.slice(0, 40) + '😁' + emoji.slice(42))
    roundTrip('x'.repeat(40) + '\u{1F600}' + 'y'.repeat(40), 'x'.repeat(40) + '\u{1F601}' + 'y'.repeat(40))
    roundTrip('a'.repeat(30) + '\ud800' + 'b'.repeat(30), 'a'.repeat(30) + '\udc00' + 'b'.repeat(30)) // lone surrogates
  })

  it('falls back to a plain value when slicing is not shorter', () => {
    expect(roundTrip({t: 'abc', u: 1}, {t: 'abd', u: 1})).toEqual([17, 'abd', 't'])
    expect(roundTrip('hello world', 'HELLO WORLD')).toEqual([0, 'HELLO WORLD'])
  })

  it('edits a 1 MB string in linear time', () => {
    const text = 'All work and no play makes Jack a dull boy. 🙂 '.repeat(22_000)
    const started = performance.now()
    const patch = roundTrip(text, text.slice(0, 500_000) + 'typing' + text.slice(500_000))
    expect(performance.now() - started).toBeLessThan(2000)
    expect(size(patch)).toBeLessThan(60)
  })
})

// --- Randomised round trips -------------------------------------------------------------------

/** mulberry32: tiny deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json}
type JsonObject = {[key: string]: Json}

class Gen {
  private keys = 0
  constructor(private readonly rand: () => number) {}

  int(n: number): number {
    return Math.floor(this.rand() * n)
  }
  chance(p: number): boolean {
    return this.rand() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]
  }
  key(): string {
    return `k${this.keys++}`
  }

  string(): string {
    const chars = ['a', 'b', ' ', 'e', 'é', 'ß', '中', '😀', '👍🏽', '—', 'z', 'q']
    const length = this.chance(0.2) ? 40 + this.int(200) : this.int(30)
    let s = ''
    for (let i = 0; i < length; i++) s += this.pick(chars)
    return s
  }

  primitive(): Json {
    switch (this.int(5)) {
      case 0:
        return this.string()
      case 1:
        return this.int(100) - 50
      case 2:
        return this.chance(0.5)
      case 3:
        return null
      default:
        return this.int(1000) / 8
    }
  }

  item(depth: number): JsonObject {
    const item: JsonObject = {_key: this.key(), _type: this.pick(['block', 'image', 'span'])}
    if (this.chance(0.7)) item.text = this.string()
    if (this.chance(0.3)) item.n = this.int(10)
    if (depth > 0 && this.chance(0.4)) item.children = this.keyedArray(depth - 1)
    return item
  }

  keyedArray(depth: number): Json[] {
    return Array.from({length: this.int(8)}, () => this.item(depth))
  }

  value(depth: number): Json {
    if (depth <= 0) return this.primitive()
    switch (this.int(7)) {
      case 0:
        return this.object(depth - 1)
      case 1:
        return this.keyedArray(depth - 1)
      case 2:
        return Array.from({length: this.int(10)}, () => this.pick(['a', 'b', 'c', 1, 2, null, true]))
      case 3:
        return Array.from({length: this.int(5)}, () => this.value(depth - 1))
      default:
        return this.primitive()
    }
  }

  object(depth: number): JsonObject {
    const obj: JsonObject = {}
    const count = this.int(6)
    for (let i = 0; i < count; i++)
      obj[this.pick(['a', 'b', 'c', 'title', 'body', 'x', 'y', 'é', '_z'])] = this.value(depth)
    return obj
  }

  document(): JsonObject {
    return {_id: `doc${this.int(100)}`, _type: 'post', ...this.object(3), content: this.keyedArray(2)}
  }

  editString(s: string): string {
    // Mostly code-point-aware edits, sometimes raw UTF-16 splits (lone surrogates).
    const units = this.chance(0.9) ? Array.from(s) : s.split('')
    const at = this.int(units.length + 1)
    switch (this.int(3)) {
      case 0:
        units.splice(at, 0, ...Array.from(this.string().slice(0, 1 + this.int(6))))
        break
      case 1:
        units.splice(at, 1 + this.int(5))
        break
      default:
        units.splice(at, 1, this.pick(['😀', 'é', 'x', '\ud83d']))
    }
    return units.join('')
  }

  /** Returns the edited value; containers are edited in place (callers pass a clone). */
  edit(v: Json, depth: number): Json {
    if (depth > 6 || this.chance(0.08)) return this.value(2)
    if (typeof v === 'string') return this.chance(0.9) ? this.editString(v) : this.string()
    if (Array.isArray(v)) {
      const keyed = v.some((item) => item !== null && typeof item === 'object' && '_key' in item)
      const fresh = (): Json => (keyed ? this.item(1) : this.value(1))
      const i = this.int(v.length)
      switch (v.length === 0 ? 0 : this.int(5)) {
        case 0:
          v.splice(this.int(v.length + 1), 0, fresh())
          break
        case 1:
          v.splice(i, 1)
          break
        case 2:
          v.splice(this.int(v.length), 0, ...v.splice(i, 1 + this.int(2)))
          break
        default:
          v[i] = this.edit(v[i], depth + 1)
      }
      return v
    }
    if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v)
      const op = keys.length === 0 ? 0 : this.int(4)
      if (op === 0) v[this.pick(['a', 'new', 'title', 'x', 'ü'])] = this.value(2)
      else if (op === 1) delete v[this.pick(keys)]
      else {
        const key = this.pick(keys)
        v[key] = this.edit(v[key], depth + 1)
      }
      return v
    }
    return this.primitive()
  }
}

/** Argument count per opcode, to walk a patch's op stream. */
const ARGS = [1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 2, 1, 1, 1, 2, 1, 2]

function opcodes(patch: unknown[]): number[] {
  const ops: number[] = []
  for (let i = 0; i < patch.length; i += 1 + ARGS[patch[i] as number]) ops.push(patch[i] as number)
  return ops
}

describe('encodeMendozaPatch: randomised', () => {
  it('round-trips thousands of random documents and edits', () => {
    const gen = new Gen(prng(20240611))
    const seen = new Set<number>()
    let worst = 0
    for (let run = 0; run < 3000; run++) {
      const left: Json = gen.chance(0.02) ? null : gen.document()
      let right: Json
      if (gen.chance(0.02)) right = null
      else if (left === null || gen.chance(0.03)) right = gen.document()
      else {
        right = structuredClone(left)
        const edits = 1 + gen.int(4)
        for (let e = 0; e < edits; e++) right = gen.edit(right, 0)
      }
      const patch = roundTrip(left, right)
      for (const op of opcodes(patch)) seen.add(op)
      worst = Math.max(worst, size(patch) / size([0, right]))
    }
    // The generator exercises every opcode the encoder emits...
    expect([...seen].sort((a, b) => a - b)).toEqual([
      0, 2, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ])
    // ...and a patch is never much bigger than re-sending the whole document.
    expect(worst).toBeLessThan(1.2)
  })

  it('round-trips random string edits', () => {
    const gen = new Gen(prng(7))
    for (let run = 0; run < 3000; run++) {
      const left = gen.string() + gen.string()
      let right = left
      for (let e = 1 + gen.int(3); e > 0; e--) right = gen.editString(right)
      roundTrip(left, right)
      roundTrip({s: left, t: 'x'}, {s: right, t: 'x'})
    }
  })
})
