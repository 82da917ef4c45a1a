import {
  formatRelativeTime,
  relativeTimeNeedsFormatter,
  relativeTimeRefreshMs,
  useAfterIdle,
  type DateInput,
} from '@tessera/kit'
import {useEffect, useReducer} from 'react'

const MINUTE = 60_000

/** Medium date and short time (spec 001 §9): 'Mar 4, 2025, 2:05 PM' in English. */
export function formatAbsoluteTime(date: DateInput, locale: string): string {
  // The text changes once a minute at most; while typing, 'Edited' moves on with every keystroke.
  const minute = Math.floor(toTime(date) / MINUTE)
  const key = `${locale}|${minute}`
  let text = absoluteTexts.get(key)
  if (text === undefined) {
    text = absoluteFormat(locale).format(new Date(toTime(date)))
    if (absoluteTexts.size >= 64) absoluteTexts.delete(absoluteTexts.keys().next().value!)
    absoluteTexts.set(key, text)
  }
  return text
}

const absoluteTexts = new Map<string, string>()

/** Whether `formatAbsoluteTime` builds its formatter first (the page's first costs ~30 ms). */
export function absoluteTimeNeedsFormatter(locale: string): boolean {
  return !absoluteFormats.has(locale)
}

// One formatter per locale: building one costs far more than formatting (the status line re-renders
// on every keystroke).
const absoluteFormats = new Map<string, Intl.DateTimeFormat>()

function absoluteFormat(locale: string): Intl.DateTimeFormat {
  let format = absoluteFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'})
    absoluteFormats.set(locale, format)
  }
  return format
}

function toTime(input: DateInput): number {
  return input instanceof Date ? input.getTime() : new Date(input).getTime()
}

/**
 * `date` relative to now ('5 minutes ago'), re-rendered as often as the wording can change (see
 * kit's `relativeTimeRefreshMs`), with the locale given rather than the workspace's. A time ahead of
 * this clock (the lake's clock may run ahead) reads as now: a document is never edited in the future.
 * Undefined until the page is idle when the wording needs the page's first formatter: the status line
 * of the first document opened would otherwise build it on the way to an editable form.
 */
export function useRelativeTimeText(date: DateInput, locale: string): string | undefined {
  const [tick, rerender] = useReducer((count: number) => count + 1, 0)
  // Read the clock while rendering: a new `date` must never be compared with an old "now".
  const now = Date.now()
  const shown = Math.min(toTime(date), now)
  const refreshIn = relativeTimeRefreshMs(shown, now)
  useEffect(() => {
    const timer = setTimeout(rerender, refreshIn)
    return () => clearTimeout(timer)
  }, [shown, refreshIn, tick])
  const idle = useAfterIdle(relativeTimeNeedsFormatter(shown, now, locale))
  return idle ? formatRelativeTime(shown, now, locale) : undefined
}
