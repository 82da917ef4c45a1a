// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import {Component, type ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {createCodeLoader, useLoadedCode, type CodeLoader} from '../../src/hooks/use-loaded-code.js'

afterEach(cleanup)

type Greeting = (props: {name: string}) => ReactNode
const Hello: Greeting = ({name}) => <p>Hello {name}</p>

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((settle, fail) => ((resolve = settle), (reject = fail)))
  return {promise, resolve, reject}
}

function Lazy({loader}: {loader: CodeLoader<Greeting>}) {
  const Loaded = useLoadedCode(loader)
  return Loaded ? <Loaded name="Ada" /> : <p>Loading</p>
}

class Boundary extends Component<{children: ReactNode}, {error?: Error}> {
  override state: {error?: Error} = {}
  static getDerivedStateFromError(error: Error) {
    return {error}
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

describe('useLoadedCode', () => {
  it('shows the placeholder until the code arrives, then the code', async () => {
    const code = deferred<Greeting>()
    render(<Lazy loader={createCodeLoader(() => code.promise)} />)
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => code.resolve(Hello))
    expect(screen.getByText('Hello Ada')).toBeTruthy()
  })

  it('renders code that is already in at once, loading it only once', async () => {
    let loads = 0
    const loader = createCodeLoader(async () => {
      loads++
      return Hello
    })
    await Promise.all([loader.load(), loader.load()])
    render(<Lazy loader={loader} />)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('loads nothing while not wanted, and loads once wanted', async () => {
    let loads = 0
    const loader = createCodeLoader(async () => {
      loads++
      return Hello
    })
    function Maybe({wanted}: {wanted: boolean}) {
      const Loaded = useLoadedCode(loader, wanted)
      return Loaded ? <Loaded name="Ada" /> : <p>Nothing</p>
    }
    const {rerender} = render(<Maybe wanted={false} />)
    await act(async () => undefined)
    expect(loads).toBe(0)
    expect(screen.getByText('Nothing')).toBeTruthy()
    rerender(<Maybe wanted />)
    await act(async () => undefined)
    expect(loads).toBe(1)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
  })

  it('throws a failed load to the error boundary, and loads again next time', async () => {
    let attempt = 0
    const loader = createCodeLoader(async () => {
      attempt++
      if (attempt === 1) throw new Error('chunk failed')
      return Hello
    })
    await act(async () => {
      render(
        <Boundary>
          <Lazy loader={loader} />
        </Boundary>,
      )
    })
    expect(screen.getByText('Failed: chunk failed')).toBeTruthy()
    cleanup()
    render(<Lazy loader={loader} />)
    await act(async () => undefined)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(attempt).toBe(2)
  })
})
