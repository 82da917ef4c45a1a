// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import {motionValue} from 'motion/react'
import {useState} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {motion} from '../../src/motion/deferred-motion.js'
import {loadMotionEngine} from '../../src/motion/motion-engine-state.js'

afterEach(cleanup)

function Card({label, ...rest}: {label: string}) {
  return (
    <section aria-label={label} {...rest}>
      {label}
    </section>
  )
}

// What @sanity/ui does: `motion.create` once at module level, `motion.div` in render.
const MotionCard = motion.create(Card)

function Panel({label}: {label: string}) {
  const [count, setCount] = useState(0)
  return (
    <motion.div data-testid={label} initial={{opacity: 0}} animate={{opacity: 1}}>
      <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>
    </motion.div>
  )
}

describe('deferred motion (motion-lite)', () => {
  it('renders plain elements without motion props until the engine is in, and keeps them after', async () => {
    render(
      <>
        <Panel label="early" />
        <MotionCard label="card" initial={{opacity: 0}} />
        {/* A popover's placement comes in `style`, motion values included: it must stay. */}
        <motion.div
          data-testid="placed"
          style={{position: 'absolute', left: '12px', top: motionValue('34px')}}
          initial={{opacity: 0}}
        />
      </>,
    )
    const placed = screen.getByTestId('placed')
    expect([placed.style.position, placed.style.left, placed.style.top]).toEqual(['absolute', '12px', '34px'])
    const early = screen.getByTestId('early')
    expect(early.style.opacity).toBe('')
    expect(early.hasAttribute('initial')).toBe(false)
    expect(screen.getByRole('region', {name: 'card'}).style.opacity).toBe('')

    await act(() => loadMotionEngine())
    // Re-rendering (and a state change inside) keeps the same element: nothing was remounted.
    act(() => screen.getByRole('button', {name: 'early 0'}).click())
    expect(screen.getByTestId('early')).toBe(early)
    expect(screen.getByRole('button', {name: 'early 1'})).toBeTruthy()
  })

  it('mounts motion components once the engine is in (their initial state applied)', async () => {
    await act(() => loadMotionEngine())
    render(<Panel label="late" />)
    // An `m.div` renders its `initial` values as inline style before animating to `animate`.
    expect(screen.getByTestId('late').style.opacity).toBe('0')
  })
})
