import {describe, expect, it} from 'vitest'
import {
  createValidationCache,
  isValueOnlySubtree,
  Rule,
  validateDocument,
  type ValidationContext,
} from '../../src/validation/index.js'
import {arrayOf, builtins, derive, documentType, objectType, schemaOf} from './helpers.js'

const row = objectType('row', {
  label: derive(builtins.string, {validation: (r: Rule) => r.required().max(8)}),
  count: derive(builtins.number, {validation: (r: Rule) => r.min(0).integer()}),
  code: derive(builtins.string, {validation: (r: Rule) => r.regex(/^[a-z]+$/)}),
})
let customCalls = 0
const checked = objectType('checked', {
  note: derive(builtins.string, {
    validation: (r: Rule) =>
      r.custom((value: unknown, context: ValidationContext) => {
        customCalls++
        return value === context.document?.title ? 'Must differ from the title' : true
      }),
  }),
})
const sheet = documentType('sheet', {
  title: builtins.string,
  rows: arrayOf([row]),
  checked: arrayOf([checked]),
})
const schema = schemaOf(sheet, row, checked)

const rowValue = (index: number) => ({
  _key: `r${index}`,
  _type: 'row',
  // Every third row is invalid in two ways.
  label: index % 3 === 0 ? 'far too long a label' : `row ${index}`,
  count: index % 3 === 0 ? -1.5 : index,
  code: 'abc',
})

/** An edit as the store makes it: the changed row and the objects above it are new, all others shared. */
function editRow(document: Record<string, unknown>, index: number, fields: Record<string, unknown>) {
  const rows = [...(document.rows as Record<string, unknown>[])]
  rows[index] = {...rows[index], ...fields}
  return {...document, rows}
}

const validate = (document: Record<string, unknown>, cache?: ReturnType<typeof createValidationCache>) =>
  validateDocument({document: document as never, schema, cache})

describe('validation with a cache across versions of a document', () => {
  it('gives the same markers as validating from scratch, edit after edit', async () => {
    const cache = createValidationCache()
    let document: Record<string, unknown> = {
      _id: 'drafts.s',
      _type: 'sheet',
      title: 'Sheet',
      rows: Array.from({length: 30}, (_, index) => rowValue(index)),
      checked: [{_key: 'c1', _type: 'checked', note: 'Sheet'}],
    }
    const edits: [number, Record<string, unknown>][] = [
      [0, {label: 'ok'}],
      [4, {code: 'NOT ok'}],
      [4, {code: 'fine'}],
      [9, {count: 2}],
      [29, {label: undefined}],
    ]
    expect(await validate(document, cache)).toEqual(await validate(document))
    for (const [index, fields] of edits) {
      document = editRow(document, index, fields)
      expect(await validate(document, cache)).toEqual(await validate(document))
    }
    // A changed title changes what the custom rule says, though its item is the same object.
    document = {...document, title: 'Other'}
    const markers = await validate(document, cache)
    expect(markers).toEqual(await validate(document))
    expect(markers.some((marker) => marker.message === 'Must differ from the title')).toBe(false)
  })

  it('checks only what changed: unchanged rows keep their very markers, custom rules run every time', async () => {
    const cache = createValidationCache()
    const before = {
      _id: 'drafts.s',
      _type: 'sheet',
      title: 'Sheet',
      rows: Array.from({length: 9}, (_, index) => rowValue(index)),
      checked: [{_key: 'c1', _type: 'checked', note: 'n'}],
    }
    const first = await validate(before, cache)
    customCalls = 0
    const second = await validate(editRow(before, 1, {label: 'edited'}), cache)
    const ofRow = (markers: typeof first, key: string) =>
      markers.filter((marker) => JSON.stringify(marker.path).includes(`"${key}"`))
    // Row r3 did not change: its markers are the ones of the first run, not equal copies.
    expect(ofRow(second, 'r3').length).toBeGreaterThan(0)
    ofRow(second, 'r3').forEach((marker, index) => expect(marker).toBe(ofRow(first, 'r3')[index]))
    expect(customCalls).toBe(1)
  })

  it('gives the same markers as from scratch when items move, are inserted or removed', async () => {
    const tags = documentType('tags', {
      title: builtins.string,
      words: arrayOf([derive(builtins.string, {validation: (r: Rule) => r.max(4)})]),
      rows: arrayOf([row]),
    })
    const tagSchema = schemaOf(tags, row)
    const check = (document: Record<string, unknown>, cache: ReturnType<typeof createValidationCache>) =>
      Promise.all([
        validateDocument({document: document as never, schema: tagSchema, cache}),
        validateDocument({document: document as never, schema: tagSchema}),
      ])
    const cache = createValidationCache()
    const rows = Array.from({length: 6}, (_, index) => rowValue(index))
    let document: Record<string, unknown> = {
      _id: 'drafts.t',
      _type: 'tags',
      words: ['ok', 'far too long', 'fine'],
      rows,
    }
    const versions = [
      // A word inserted in front: the same strings now sit one index later, their markers too.
      (doc: typeof document) => ({...doc, words: ['new', ...(doc.words as string[])]}),
      // A row moved to the front and one removed: the same objects at other indexes.
      (doc: typeof document) => {
        const [first, , third, ...others] = doc.rows as unknown[]
        return {...doc, rows: [third, first, ...others]}
      },
      (doc: typeof document) => ({...doc, words: (doc.words as string[]).slice(1)}),
      (doc: typeof document) => editRow(doc, 2, {label: 'much too long now'}),
    ]
    const [first, expected] = await check(document, cache)
    expect(first).toEqual(expected)
    for (const next of versions) {
      document = next(document)
      const [cached, fresh] = await check(document, cache)
      expect(cached).toEqual(fresh)
      expect(cached.length).toBeGreaterThan(0)
    }
  })

  it('keeps only subtrees whose rules read nothing but their value', () => {
    expect(isValueOnlySubtree(row)).toBe(true)
    expect(isValueOnlySubtree(checked)).toBe(false)
    expect(isValueOnlySubtree(sheet)).toBe(false)
    const bounded = objectType('bounded', {
      low: builtins.number,
      high: derive(builtins.number, {validation: (r: Rule) => r.min(Rule.valueOfField('low'))}),
    })
    const withSiblingBound = objectType('outer', {
      inner: derive(builtins.number, {validation: (r: Rule) => r.min(Rule.valueOfField('other'))}),
    })
    // A bound read from another field reads outside the value it validates.
    expect(isValueOnlySubtree(bounded)).toBe(false)
    expect(isValueOnlySubtree(withSiblingBound)).toBe(false)
    const linked = objectType('linked', {
      target: derive(builtins.reference, {validation: (r: Rule) => r.required()}),
    })
    expect(isValueOnlySubtree(linked)).toBe(false)
  })
})
