// @vitest-environment jsdom
import {act, cleanup, renderHook} from '@testing-library/react'
import {BehaviorSubject, Subject} from 'rxjs'
import {afterEach, describe, expect, it} from 'vitest'
import {useObservable} from '../../src/hooks/use-observable.js'

afterEach(cleanup)

describe('useObservable', () => {
  it('gives the initial value, then every emission, and unsubscribes on unmount', () => {
    const subject = new Subject<number>()
    const {result, unmount} = renderHook(() => useObservable(subject, 'none'))
    expect(result.current).toBe('none')
    act(() => subject.next(1))
    expect(result.current).toBe(1)
    act(() => subject.next(2))
    expect(result.current).toBe(2)
    unmount()
    expect(subject.observed).toBe(false)
  })

  it('reads a value emitted on subscribe, and switches when the observable changes', () => {
    const first = new BehaviorSubject('first')
    const second = new BehaviorSubject('second')
    const {result, rerender} = renderHook(({source}) => useObservable(source, null), {
      initialProps: {source: first},
    })
    expect(result.current).toBe('first')
    rerender({source: second})
    expect(result.current).toBe('second')
    expect(first.observed).toBe(false)
  })

  it('gives the initial value for no observable', () => {
    const {result} = renderHook(() => useObservable(undefined, 42))
    expect(result.current).toBe(42)
  })

  it('throws the stream error while rendering (for an error boundary)', () => {
    const subject = new Subject<number>()
    renderHook(() => useObservable(subject, 0))
    expect(() => act(() => subject.error(new Error('boom')))).toThrow('boom')
  })
})
