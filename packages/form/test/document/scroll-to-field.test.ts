// @vitest-environment jsdom
import {afterEach, beforeAll, expect, it} from 'vitest'
import {scrollToField} from '../../src/document/reveal-path.js'

const scrolled: Element[] = []
beforeAll(() => {
  // jsdom lays nothing out and has no scrollIntoView: record which element was asked.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})
afterEach(() => {
  document.body.innerHTML = ''
  scrolled.length = 0
})

function form(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

it("focuses the field's input, not the focusable validation status in its label row", () => {
  const container = form(`
    <div data-field="title">
      <span>Title</span><span tabindex="0" data-status>Required</span>
      <input id="title-input">
    </div>`)
  expect(scrollToField(container, ['title'])).toBe(true)
  expect(document.activeElement?.id).toBe('title-input')
  expect(scrolled.map((element) => element.getAttribute('data-field'))).toEqual(['title'])
})

it('focuses a button or other focusable element when the field has no input', () => {
  const container = form(`
    <div data-field="cover"><span tabindex="0" data-status>Required</span><button id="upload">Upload</button></div>`)
  expect(scrollToField(container, ['cover'])).toBe(true)
  expect(document.activeElement?.id).toBe('upload')
  const statusOnly = form(`<div data-field="list"><span tabindex="0" id="status">Required</span></div>`)
  expect(scrollToField(statusOnly, ['list'])).toBe(true)
  expect(document.activeElement?.id).toBe('status')
})

it('goes to the nearest shown ancestor of a path it cannot find, and says when there is none', () => {
  const container = form(`<div data-field="address"><input id="street"></div>`)
  expect(scrollToField(container, ['address', 'zip'])).toBe(true)
  expect(document.activeElement?.id).toBe('street')
  expect(scrollToField(container, ['missing'])).toBe(false)
})
