// @vitest-environment jsdom
import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import type {TypeDefinition} from '@tessera/types'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {ArrayOfObjectsInput} from '../../src/arrays/array-of-objects-input.js'
import {ArrayStory} from '../../src/arrays/story-state.js'
import type {FormPatch} from '../../src/patch/patches.js'
import {renderThemed} from './support.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The resolver of the item type's initial value hands out promises the test settles. */
let settle: {resolve: (value: unknown) => void; reject: (error: Error) => void} | undefined
const stop: TypeDefinition = {
  name: 'stop',
  type: 'object',
  title: 'Stop',
  fields: [{name: 'city', type: 'string', title: 'City'}],
  initialValue: () =>
    new Promise((resolve, reject) => {
      settle = {resolve, reject}
    }),
}

async function setup() {
  settle = undefined
  const sent: FormPatch[][] = []
  renderThemed(
    <ArrayStory
      types={[stop]}
      field={{name: 'stops', type: 'array', of: [{type: 'stop'}]}}
      value={[{_key: 'a', _type: 'stop', city: 'Oslo'}]}
      input={ArrayOfObjectsInput}
      onPatches={(patches) => sent.push(patches)}
    />,
  )
  fireEvent.click(screen.getByRole('button', {name: 'Add item'}))
  const key = (sent[0][1] as {items: {_key: string}[]}).items[0]._key
  // The resolver is called a few microtasks later (no timers: this works under fake timers too).
  for (let turn = 0; turn < 100 && !settle; turn++) await act(async () => {})
  expect(settle).toBeDefined()
  return {sent, key}
}

/** Lets the resolver's promise chain and React's updates run (no timers: fine under fake timers). */
async function flush() {
  for (let turn = 0; turn < 20; turn++) await act(async () => {})
}

describe('initial values of new items', () => {
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']})
  })

  it('toasts a slow resolution after 300 ms, then sets the resolved fields on the item', async () => {
    const {sent, key} = await setup()
    act(() => vi.advanceTimersByTime(299))
    expect(screen.queryByText('Resolving initial value…')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Resolving initial value…')).toBeTruthy()
    settle!.resolve({city: 'Paris'})
    await flush()
    expect(screen.getByText('Initial value resolved')).toBeTruthy()
    expect(sent.at(-1)).toEqual([{type: 'set', path: [{_key: key}, 'city'], value: 'Paris'}])
    expect(screen.getByDisplayValue('Paris')).toBeTruthy()
  })

  it('sets a quick resolution without a toast', async () => {
    const {sent, key} = await setup()
    act(() => vi.advanceTimersByTime(100))
    settle!.resolve({city: 'Lyon'})
    await flush()
    expect(sent.at(-1)).toEqual([{type: 'set', path: [{_key: key}, 'city'], value: 'Lyon'}])
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Resolving initial value…')).toBeNull()
    expect(screen.queryByText('Initial value resolved')).toBeNull()
  })

  it('toasts an error naming the type when the resolver fails', async () => {
    const {sent} = await setup()
    settle!.reject(new Error('service down'))
    await flush()
    expect(screen.getByText('Could not resolve initial value')).toBeTruthy()
    expect(screen.getByText('Unable to resolve initial value for type: Stop: service down.')).toBeTruthy()
    expect(sent).toHaveLength(1)
  })
})
