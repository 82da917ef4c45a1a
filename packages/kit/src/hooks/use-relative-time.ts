import {useEffect, useReducer} from 'react'
import {
  formatRelativeTime,
  relativeTimeRefreshMs,
  type DateInput,
  type RelativeTimeOptions,
} from '../time/format-relative-time.js'
import {useLocale} from './use-locale.js'

/**
 * A once-a-minute refresh for lists of relative times that keep their own clock (the navbar's presence
 * menu); a single time should use `useRelativeTime`, which follows `relativeTimeRefreshMs`.
 */
export const RELATIVE_TIME_REFRESH_MS = 60_000

/**
 * `date` relative to now in the workspace's locale ('5 minutes ago'), re-rendered as often as its
 * wording can change (spec 002 §9: 5 s, 20 s, a minute or an hour) and when the locale changes.
 */
export function useRelativeTime(date: DateInput, options?: RelativeTimeOptions): string {
  const locale = useLocale('useRelativeTime')
  const [tick, rerender] = useReducer((count: number) => count + 1, 0)
  // Read the clock while rendering: a new `date` is never compared with an old "now".
  const now = Date.now()
  const refreshIn = relativeTimeRefreshMs(date, now)
  useEffect(() => {
    const timer = setTimeout(rerender, refreshIn)
    return () => clearTimeout(timer)
  }, [date, refreshIn, tick])
  return formatRelativeTime(date, now, locale, options)
}
