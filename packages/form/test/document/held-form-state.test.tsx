// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {act, cleanup, render} from '@testing-library/react'
import {useEffect, useState} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {FormBuilder} from '../../src/builder/form-builder.js'
import {createLiveNodes} from '../../src/builder/live-nodes.js'
import {HOLD_AFTER_TYPING_MS, useHeldFormState} from '../../src/document/use-held-form-state.js'
import {prepareFormState} from '../../src/state/prepare-form-state.js'
import type {ObjectFormNode} from '../../src/state/types.js'
import '../support/themed.js'

const schema = compileSchema({
  name: 'held',
  types: [
    {
      name: 'note',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'done', type: 'boolean'},
      ],
    },
  ],
})
const note = schema.get('note') as SchemaType

let previous: ObjectFormNode | undefined
function stateOf(value: Record<string, unknown>, validationOnTitle = false): ObjectFormNode {
  previous = prepareFormState({
    schemaType: note,
    value: {_id: 'n1', _type: 'note', ...value},
    validation: validationOnTitle ? [{level: 'error', message: 'Required', path: ['title']}] : [],
    previous,
  })
  return previous
}

beforeEach(() => {
  previous = undefined
})
afterEach(cleanup)

let held: ReturnType<typeof useHeldFormState>
function Probe({state}: {state: ObjectFormNode}) {
  held = useHeldFormState(state)
  return null
}

describe('useHeldFormState', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps the rendered state while only a field’s value changes, and catches up after the pause', () => {
    const first = stateOf({title: 'a'})
    const {rerender} = render(<Probe state={first} />)
    expect(held.shown).toBe(first)
    expect(held.changes).toBeUndefined()

    rerender(<Probe state={stateOf({title: 'ab'})} />)
    const latest = stateOf({title: 'abc'})
    rerender(<Probe state={latest} />)
    expect(held.shown).toBe(first)
    // Relative to what the tree rendered: the field's rendered node, and its newest.
    expect(held.changes?.map((change) => [change.from.value, change.to.value])).toEqual([['a', 'abc']])

    act(() => {
      vi.advanceTimersByTime(HOLD_AFTER_TYPING_MS - 50)
    })
    expect(held.shown).toBe(first)
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(held.shown).toBe(latest)
    expect(held.changes).toBeUndefined()
  })

  it('renders the newest state at once when released or when more than values changed', () => {
    const first = stateOf({title: 'a'})
    const {rerender} = render(<Probe state={first} />)
    const typed = stateOf({title: 'ab'})
    rerender(<Probe state={typed} />)
    expect(held.shown).toBe(first)
    act(() => held.release())
    expect(held.shown).toBe(typed)

    const marked = stateOf({title: 'abc'}, true)
    rerender(<Probe state={marked} />)
    expect(held.shown).toBe(marked)
    expect(held.changes).toBeUndefined()
  })
})

/** The document form's wiring: the held tree, the fields' new nodes published after each render. */
function HeldForm({state}: {state: ObjectFormNode}) {
  const {shown, changes} = useHeldFormState(state)
  const [liveNodes] = useState(createLiveNodes)
  useEffect(() => liveNodes.publish(changes ?? []), [liveNodes, changes])
  return (
    <ThemeProvider theme={theme}>
      <LayerProvider>
        {shown && <FormBuilder state={shown} onChange={() => undefined} liveNodes={liveNodes} />}
      </LayerProvider>
    </ThemeProvider>
  )
}
const theme = buildTheme()

describe('a held form', () => {
  it('shows a field’s new value though the tree above it did not render', () => {
    const first = stateOf({title: 'Groceries', done: false})
    const {rerender, container} = render(<HeldForm state={first} />)
    const checkbox = () => container.querySelector<HTMLInputElement>('[data-field="done"] input')!
    expect(checkbox().checked).toBe(false)

    // Someone else ticks the box: only that field's value changed.
    rerender(<HeldForm state={stateOf({title: 'Groceries', done: true})} />)
    expect(checkbox().checked).toBe(true)
  })
})

describe('createLiveNodes', () => {
  it('stands in only for the node it replaces, and tells only that field', () => {
    const first = stateOf({title: 'a', done: false})
    const next = stateOf({title: 'ab', done: false})
    const field = (state: ObjectFormNode, name: string) => {
      const member = state.members.find((entry) => entry.kind === 'field' && entry.name === name)
      if (member?.kind !== 'field') throw new Error(`no field ${name}`)
      return member.field
    }
    const live = createLiveNodes()
    const heard: string[] = []
    live.subscribe('title', () => heard.push('title'))
    live.subscribe('done', () => heard.push('done'))

    live.publish([{from: field(first, 'title'), to: field(next, 'title')}])
    expect(heard).toEqual(['title'])
    expect(live.nodeFor(field(first, 'title'))).toBe(field(next, 'title'))
    // A newer rendered node is shown as it is.
    expect(live.nodeFor(field(next, 'title'))).toBe(field(next, 'title'))
    // The same replacement again tells nobody; an empty list ends it.
    live.publish([{from: field(first, 'title'), to: field(next, 'title')}])
    expect(heard).toEqual(['title'])
    live.publish([])
    expect(heard).toEqual(['title', 'title'])
    expect(live.nodeFor(field(first, 'title'))).toBe(field(first, 'title'))
  })
})
