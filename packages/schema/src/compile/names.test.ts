import {expect, test} from 'vitest'
import {FIELD_NAME_PATTERN, TYPE_NAME_PATTERN, startCase} from './names.js'
import {editDistance, suggestName} from './problems/suggest.js'

test.each([
  ['title', 'Title'],
  ['releaseDate', 'Release Date'],
  ['seo_title', 'Seo Title'],
  ['mainImage', 'Main Image'],
  ['HTMLTitle', 'HTML Title'],
  ['h1', 'H1'],
  ['sanity.imageAsset', 'Sanity Image Asset'],
])('startCase(%s) is %s', (input, output) => {
  expect(startCase(input)).toBe(output)
})

test.each([
  ['post', true, true],
  ['_private', true, true],
  ['blog.post', true, false],
  ['sanity.imageAsset', true, false],
  ['post2', true, true],
  ['2post', false, false],
  ['my-post', false, false],
  ['my post', false, false],
  ['blog.', false, false],
  ['', false, false],
])('%s: a valid type name %s, a valid field name %s', (name, typeName, fieldName) => {
  expect([TYPE_NAME_PATTERN.test(name), FIELD_NAME_PATTERN.test(name)]).toEqual([typeName, fieldName])
})

test.each([
  ['string', 'string', 0],
  ['strin', 'string', 1],
  ['documnet', 'document', 1],
  ['refrence', 'reference', 1],
  ['abc', 'xyz', 3],
])('editDistance(%s, %s) is %i', (a, b, distance) => {
  expect(editDistance(a, b)).toBe(distance)
})

const candidates = ['author', 'string', 'document', 'reference', 'image', 'url']
test.each([
  ['autor', 'author'],
  ['Strng', 'string'],
  ['documnet', 'document'],
  ['refernce', 'reference'],
  ['URL', 'url'],
  ['uri', 'url'],
  ['zebra', undefined],
  ['imageAsset', undefined],
])('suggestName(%s) is %s', (name, suggestion) => {
  expect(suggestName(name, candidates)).toBe(suggestion)
})
