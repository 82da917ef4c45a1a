import {describe, expect, it} from 'vitest'
import {
  filterNewDocumentOptions,
  queryWords,
} from '../../../src/studio/new-document/filter-new-document-options.js'

const options = ['Post', 'Author', 'Blog post', 'Post by author', 'Site settings', 'Category'].map(
  (title) => ({title}),
)
const titles = (query: string) => filterNewDocumentOptions(options, query).map((option) => option.title)

describe('filterNewDocumentOptions', () => {
  it('splits the query on spaces, dashes and underscores', () => {
    expect(queryWords(' Post-by_author  x')).toEqual(['post', 'by', 'author', 'x'])
  })

  it('keeps options whose title contains every word, ignoring case', () => {
    expect(titles('AUTHOR post')).toEqual(['Post by author'])
    expect(titles('by-author')).toEqual(['Post by author'])
  })

  it('sorts by title with titles starting with the query first', () => {
    expect(titles('post')).toEqual(['Post', 'Post by author', 'Blog post'])
    expect(titles('')).toEqual(['Author', 'Blog post', 'Category', 'Post', 'Post by author', 'Site settings'])
  })

  it('finds nothing when a word matches no title', () => {
    expect(titles('post invoice')).toEqual([])
  })
})
