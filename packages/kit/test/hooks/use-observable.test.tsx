// @vitest-environment jsdom
import {act, cleanup, render, renderHook, screen} from '@testing-library/react'
import {Component, type ReactNode} from 'react'
import {BehaviorSubject, defer, Observable, of, Subject} from 'rxjs'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {useObservable} from '../../src/hooks/use-observable.js'

afterEach(cleanup)

/** react-rx lets go of a stream a microtask after its last subscriber leaves. */
const microtask = () => Promise.resolve()

class Boundary extends Component<{children: ReactNode}, {error: Error | null}> {
  override state = {error: null as Error | null}
  static getDerivedStateFromError(error: Error) {
    return {error}
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

function Value({source}: {source: Observable<string>}) {
  return <p>Value: {useObservable(source, 'none')}</p>
}

describe('useObservable', () => {
  it('gives the initial value, then every emission, and unsubscribes on unmount', async () => {
    const subject = new Subject<number>()
    const {result, unmount} = renderHook(() => useObservable(subject, 'none'))
    expect(result.current).toBe('none')
    act(() => subject.next(1))
    expect(result.current).toBe(1)
    act(() => subject.next(2))
    expect(result.current).toBe(2)
    unmount()
    await microtask()
    expect(subject.observed).toBe(false)
  })

  it('reads a value emitted on subscribe, and switches when the observable changes', async () => {
    const first = new BehaviorSubject('first')
    const second = new BehaviorSubject('second')
    const {result, rerender} = renderHook(({source}) => useObservable(source, null), {
      initialProps: {source: first},
    })
    expect(result.current).toBe('first')
    rerender({source: second})
    expect(result.current).toBe('second')
    await microtask()
    expect(first.observed).toBe(false)
    expect(second.observed).toBe(true)
  })

  it('subscribes once per mount, when the component commits, not while it renders', () => {
    const subscribed = vi.fn()
    const source = defer(() => {
      subscribed()
      return of('loaded')
    })
    const {result} = renderHook(() => useObservable(source, 'none'))
    expect(result.current).toBe('loaded')
    expect(subscribed).toHaveBeenCalledTimes(1)
  })

  it('neither resubscribes nor shows a new initial value while the observable stays', () => {
    const subscribed = vi.fn()
    const source = new Observable<number>(() => subscribed())
    const {result, rerender} = renderHook(({initial}) => useObservable(source, initial), {
      initialProps: {initial: 'first'},
    })
    rerender({initial: 'second'})
    expect(result.current).toBe('first')
    expect(subscribed).toHaveBeenCalledTimes(1)
  })

  it('gives an initial value that is a function as it is', () => {
    const initial = () => 'called'
    const {result} = renderHook(() => useObservable(new Subject<string>(), initial))
    expect(result.current).toBe(initial)
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

  it('shows a stream error in the nearest error boundary', () => {
    // React reports the error it caught to the console; the boundary's text is what a person sees.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const subject = new Subject<string>()
    render(
      <Boundary>
        <Value source={subject} />
      </Boundary>,
    )
    act(() => subject.next('ok'))
    expect(screen.getByText('Value: ok')).toBeTruthy()
    act(() => subject.error(new Error('the stream broke')))
    expect(screen.getByText('Failed: the stream broke')).toBeTruthy()
    report.mockRestore()
  })
})
