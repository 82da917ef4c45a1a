import {useEffect, useState} from 'react'
import {formatRelativeTime, type DateInput, type RelativeTimeOptions} from '../time/format-relative-time.js'
import {useLocale} from './use-locale.js'

/** How often relative times are recomputed: their smallest unit is a minute. */
export const RELATIVE_TIME_REFRESH_MS = 60_000

/**
 * `date` relative to now in the workspace's locale ('5 minutes ago'), re-rendered every minute and
 * when the locale changes.
 */
export function useRelativeTime(date: DateInput, options?: RelativeTimeOptions): string {
  const locale = useLocale('useRelativeTime')
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return formatRelativeTime(date, now, locale, options)
}
