import {afterEach, beforeEach, expect, it, vi} from 'vitest'
import {AFTER_BOOT_MIN_MS, afterBoot} from '../../../src/studio/boot/after-boot.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('waits until the page is AFTER_BOOT_MIN_MS old, then for idle, and can be cancelled', () => {
  vi.spyOn(performance, 'now').mockReturnValue(300)
  const ran: string[] = []
  afterBoot(() => ran.push('help'))
  const cancel = afterBoot(() => ran.push('trial'))
  vi.advanceTimersByTime(AFTER_BOOT_MIN_MS - 300 - 1)
  expect(ran).toEqual([])
  cancel()
  vi.advanceTimersByTime(10)
  expect(ran).toEqual(['help'])
})

it('runs at the next idle moment in a page that has been open for long (a studio mounted late)', () => {
  vi.spyOn(performance, 'now').mockReturnValue(60_000)
  const ran: string[] = []
  afterBoot(() => ran.push('telemetry'))
  expect(ran).toEqual([])
  vi.advanceTimersByTime(1)
  expect(ran).toEqual(['telemetry'])
})
