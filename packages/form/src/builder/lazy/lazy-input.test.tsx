// @vitest-environment jsdom
import {ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState, type ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {themed} from '../../../test/support/themed.js'
import {lazyInput} from './lazy-input.js'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return {promise, resolve}
}

const Greeting = ({name}: {name: string}) => <p>Hello {name}</p>

const theme = buildTheme()
const Themed = ({children}: {children: ReactNode}) => <ThemeProvider theme={theme}>{children}</ThemeProvider>

function Counter({label}: {label: string}) {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>{`${label}: ${count}`}</button>
}

describe('lazyInput', () => {
  it('shows a loading placeholder until the code arrives, then the input', async () => {
    const code = deferred<typeof Greeting>()
    const Input = lazyInput(() => code.promise)
    const {container} = themed(<Input name="Ada" />)
    expect(container.querySelector('[data-input-loading]')).not.toBeNull()
    await act(async () => code.resolve(Greeting))
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(container.querySelector('[data-input-loading]')).toBeNull()
  })

  it('renders a preloaded input at once, without the placeholder', async () => {
    let loads = 0
    const Input = lazyInput(async () => {
      loads++
      return Greeting
    })
    await Promise.all([Input.preload(), Input.preload()])
    themed(<Input name="Grace" />)
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('asks for the code again after a failed load', async () => {
    let attempt = 0
    const Input = lazyInput(async () => {
      attempt++
      if (attempt === 1) throw new Error('chunk failed')
      return Greeting
    })
    await expect(Input.preload()).rejects.toThrow('chunk failed')
    await Input.preload()
    themed(<Input name="Lin" />)
    expect(screen.getByText('Hello Lin')).toBeTruthy()
  })

  it('keeps an input mounted while loading mounted (its state survives the code arriving)', async () => {
    const code = deferred<typeof Counter>()
    const Input = lazyInput(() => code.promise)
    const {rerender} = render(<Input label="a" />, {wrapper: Themed})
    await act(async () => code.resolve(Counter))
    fireEvent.click(screen.getByRole('button', {name: 'a: 0'}))
    expect(screen.getByRole('button', {name: 'a: 1'})).toBeTruthy()
    // A render after the code is in must not swap in another tree and lose the count.
    rerender(<Input label="a" />)
    expect(screen.getByRole('button', {name: 'a: 1'})).toBeTruthy()
  })
})

