import {describe, expect, it} from 'vitest'
import {searchablePathsOf} from '../../src/index.js'
import {globalSearchSchema as schema} from './search-schema.fixture.js'

describe('searchable paths from the schema', () => {
  it('weighs the preview title 10, leaves out hidden fields and weight 0, and ends with the id', () => {
    expect(searchablePathsOf(schema.get('author')!)).toEqual([
      {path: 'name', weight: 10},
      {path: 'bio', weight: 1},
      {path: '_id', weight: 1},
    ])
  })

  it('finds text through slugs, portable text, string arrays, objects and arrays of objects to depth 3', () => {
    const paths = searchablePathsOf(schema.get('post')!)
    expect(paths).toEqual([
      {path: 'title', weight: 10},
      // options.search.weight replaces the preview subtitle's 5.
      {path: 'kicker', weight: 7},
      {path: 'slug.current', weight: 1},
      {path: 'status', weight: 1},
      {path: 'pt::text(body)', weight: 1},
      {path: 'tags[]', weight: 1},
      {path: 'keywords[]', weight: 1},
      {path: 'cover.caption', weight: 1},
      {path: 'seo.title', weight: 1},
      {path: 'seo.deep.note', weight: 1},
      {path: 'sections[].heading', weight: 1},
      {path: '_id', weight: 1},
    ])
    // Depth 4 (seo.deep.deeper.tooDeep) is out; references are not followed.
    expect(paths.map((path) => path.path).join()).not.toMatch(/tooDeep|author/)
  })

  it('goes only as deep as asked', () => {
    const paths = searchablePathsOf(schema.get('post')!, {maxDepth: 1}).map((path) => path.path)
    expect(paths).not.toContain('seo.title')
    expect(paths).toContain('title')
  })
})
