// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import {memo} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {createValueStore, useValueStore, type ValueStore} from '../../src/hooks/value-store.js'

afterEach(cleanup)

describe('createValueStore', () => {
  it('tells its listeners about a new value, not about the same one again, and lets them go', () => {
    const store = createValueStore({count: 1})
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const same = store.get()
    store.set(same)
    expect(listener).not.toHaveBeenCalled()
    store.set({count: 2})
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toEqual({count: 2})
    unsubscribe()
    store.set({count: 3})
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('renders the components that read it, not the parent holding it', () => {
    const renders = {parent: 0, reader: 0}
    const Reader = memo(function Reader({store}: {store: ValueStore<string>}) {
      renders.reader++
      return <p>Title: {useValueStore(store)}</p>
    })
    const store = createValueStore('Draft')
    function Parent() {
      renders.parent++
      return <Reader store={store} />
    }
    render(<Parent />)
    expect(screen.getByText('Title: Draft')).toBeTruthy()
    act(() => store.set('Draft, edited'))
    expect(screen.getByText('Title: Draft, edited')).toBeTruthy()
    expect(renders).toEqual({parent: 1, reader: 2})
  })
})
