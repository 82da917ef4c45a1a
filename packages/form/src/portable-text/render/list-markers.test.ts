import {describe, expect, it} from 'vitest'
import {bulletGlyph, listCss, listLevel, numberingStyle} from './list-markers.js'

describe('list markers', () => {
  it('cycles three bullet glyphs and three numbering styles by level', () => {
    expect([1, 2, 3, 4, 5, 6].map(bulletGlyph)).toEqual(['●', '○', '■', '●', '○', '■'])
    expect([1, 2, 3, 4].map(numberingStyle)).toEqual(['decimal', 'lower-alpha', 'lower-roman', 'decimal'])
  })

  it('shows levels from 1 to 9', () => {
    expect([undefined, 0, 1, 4.2, 12, Number.NaN].map(listLevel)).toEqual([1, 1, 1, 4, 9, 1])
  })

  it('indents 32 px per level and shows a numbered item its marker from the value, without counters', () => {
    const css = listCss()
    expect(css).toContain("[data-list-level='1'] { position: relative; margin-left: 32px; }")
    expect(css).toContain("[data-list-level='3'] { position: relative; margin-left: 96px; }")
    expect(css).toContain(
      "[data-list-level='2'][data-list-item='number']::before { content: attr(data-list-marker); }",
    )
    expect(css).not.toContain('counter')
  })
})
