// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {useRelativeTime} from '../../src/hooks/use-relative-time.js'
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
  it("re-renders as time passes — 'just now' within 10 s, seconds every 5 s, minutes every 20 s — and when the locale changes", async () => {
    // Only the clock and timeouts are fake.
    vi.useFakeTimers({toFake: ['Date', 'setTimeout', 'clearTimeout']})
    vi.setSystemTime(new Date('2026-01-01T12:00:05Z'))
    const i18n = createI18n({
      locales: [
        {id: 'en-US', title: 'English'},
        {id: 'nb-NO', title: 'Norsk'},
      ],
      defaultLocale: 'en-US',
    })
    render(<UpdatedAt date="2026-01-01T12:00:00Z" />, {wrapper: workspaceWrapper(kernel, {i18n})})
    expect(screen.getByText('just now')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(5_000))
    expect(screen.getByText('10 seconds ago')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(50_000))
    expect(screen.getByText('1 minute ago')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(2 * 60_000))
    expect(screen.getByText('3 minutes ago')).toBeTruthy()

    await act(() => i18n.changeLocale('nb-NO'))
    expect(screen.getByText(/minutter/)).toBeTruthy()
  })
})
