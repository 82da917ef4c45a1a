// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react'
import {afterEach, expect, it} from 'vitest'
import {useBufferedValue} from '../src/inputs/use-buffered-value.js'

afterEach(cleanup)

let api: {shown: string; type(next: string): void}

function Probe({value}: {value: string}) {
  const [shown, setShown] = useBufferedValue(value)
  api = {shown, type: setShown}
  return null
}

it('keeps what was typed while older values come back from the document, and takes remote edits', () => {
  const {rerender} = render(<Probe value="" />)
  act(() => api.type('a'))
  act(() => api.type('ab'))
  act(() => api.type('abc'))
  expect(api.shown).toBe('abc')
  // The document catches up one step behind: its echoes do not move the text back.
  rerender(<Probe value="a" />)
  expect(api.shown).toBe('abc')
  rerender(<Probe value="abc" />)
  expect(api.shown).toBe('abc')
  // Someone else's edit (a value this input never sent) replaces the text.
  rerender(<Probe value="abc, and more" />)
  expect(api.shown).toBe('abc, and more')
  act(() => api.type('abc, and more!'))
  rerender(<Probe value="" />)
  expect(api.shown).toBe('')
})
