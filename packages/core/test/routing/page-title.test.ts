import {describe, expect, it} from 'vitest'
import {pageTitle, type Tool} from '../../src/index.js'

describe('pageTitle', () => {
  it.each<[string, Tool | undefined, string | undefined]>([
    ['a tool with a title', {name: 'structure', title: 'Structure'}, 'Structure | My Studio'],
    ['a tool without a title shows its name', {name: 'vision'}, 'vision | My Studio'],
    [
      'a tool that controls the title',
      {name: 'structure', title: 'Structure', controlsDocumentTitle: true},
      undefined,
    ],
    [
      'a tool that does not control the title',
      {name: 'media', title: 'Media', controlsDocumentTitle: false},
      'Media | My Studio',
    ],
    ['no active tool', undefined, 'My Studio'],
  ])('%s', (_label, tool, expected) => {
    expect(pageTitle('My Studio', tool)).toBe(expected)
  })
})
