import {parse} from 'groq-js'
import {describe, expect, test} from 'vitest'
import {isLinearTree} from '../src/query/linear-tree.js'

/** A query with `*` replaced by a literal array, as narrowing and search planning leave it. */
function planned(query: string, documents: unknown[]): ReturnType<typeof parse> {
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace)
    if (node === null || typeof node !== 'object') return node
    const record = node as {type?: string}
    if (record.type === 'Everything') return {type: 'Value', value: documents}
    if (record.type === 'Value') return node
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]))
  }
  return replace(parse(query)) as ReturnType<typeof parse>
}

describe('which planned queries run without the watchdog', () => {
  const page = [{_id: 'a', _type: 'author', name: 'Ann'}]

  test('a page of documents projected by their attributes, sliced or not', () => {
    expect(isLinearTree(planned('*{_id, _type, "title": name}', page))).toBe(true)
    expect(isLinearTree(planned('*[0...10]{_id, name}', page))).toBe(true)
    expect(isLinearTree(planned('*[0]', page))).toBe(true)
  })

  test('filters, order() and score() only over no documents', () => {
    const search =
      '*[name match "x" && count(*) > 0] | score(name match "x") | order(_score desc) [0...5] {_id}'
    expect(isLinearTree(planned(search, []))).toBe(true)
    expect(isLinearTree(planned(search, page))).toBe(false)
  })

  test('projections that compute, dereference or reach outside the element are guarded', () => {
    expect(isLinearTree(planned('*{_id, "n": count(*)}', page))).toBe(false)
    expect(isLinearTree(planned('*{"a": name + name}', page))).toBe(false)
    expect(isLinearTree(planned('*{"b": author->name}', page))).toBe(false)
    expect(isLinearTree(planned('*{"c": ^.name}', page))).toBe(false)
    expect(isLinearTree(planned('*{...}', page))).toBe(false)
    expect(isLinearTree(planned('*{_id}{_id}', page))).toBe(false)
  })
})
