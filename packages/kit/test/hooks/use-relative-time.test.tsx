// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {RELATIVE_TIME_REFRESH_MS, useRelativeTime} from '../../src/hooks/use-relative-time.js'
import {createI18n} from '../../src/i18n/create-i18n.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  lake = await startLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada Editor')).token)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

function UpdatedAt({date}: {date: string}) {
  return <p>{useRelativeTime(date)}</p>
}

describe('useRelativeTime', () => {
  it('re-renders as minutes pass and when the locale changes', async () => {
    // Only the clock and the interval are fake; the kernel's other timers stay real.
    vi.useFakeTimers({toFake: ['Date', 'setInterval', 'clearInterval']})
    vi.setSystemTime(new Date('2026-01-01T12:00:30Z'))
    const i18n = createI18n({
      locales: [
        {id: 'en-US', title: 'English'},
        {id: 'nb-NO', title: 'Norsk'},
      ],
      defaultLocale: 'en-US',
    })
    render(<UpdatedAt date="2026-01-01T12:00:00Z" />, {wrapper: workspaceWrapper(kernel, {i18n})})
    expect(screen.getByText('just now')).toBeTruthy()

    act(() => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS))
    expect(screen.getByText('1 minute ago')).toBeTruthy()
    act(() => vi.advanceTimersByTime(2 * RELATIVE_TIME_REFRESH_MS))
    expect(screen.getByText('3 minutes ago')).toBeTruthy()

    await act(() => i18n.changeLocale('nb-NO'))
    expect(screen.getByText(/minutter/)).toBeTruthy()
  })
})
