const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Closer than this reads 'just now' (spec 002 §9: 'just now' within 10 s, then seconds). */
export const JUST_NOW_MS = 10 * SECOND

/** The largest unit that fits decides the wording; amounts are truncated, never rounded up. */
const BUCKETS: ReadonlyArray<{limit: number; unit: Intl.RelativeTimeFormatUnit; size: number}> = [
  {limit: MINUTE, unit: 'second', size: SECOND},
  {limit: HOUR, unit: 'minute', size: MINUTE},
  {limit: DAY, unit: 'hour', size: HOUR},
  {limit: WEEK, unit: 'day', size: DAY},
  {limit: MONTH, unit: 'week', size: WEEK},
  {limit: YEAR, unit: 'month', size: MONTH},
  {limit: Infinity, unit: 'year', size: YEAR},
]

export interface RelativeTimeOptions {
  style?: Intl.RelativeTimeFormatStyle
  /**
   * The text for less than 10 s either way. Defaults to 'just now' for English locales and to
   * Intl's word for "now" in the locale otherwise (pass the translated text from i18n to override).
   */
  justNow?: string
}

export type DateInput = Date | string | number

/**
 * `date` relative to `now` in `locale`: 'just now' within 10 s, then seconds, minutes, hours, days,
 * weeks, months (30 days) and years (365 days), past ('5 minutes ago', 'yesterday') or future
 * ('in 2 hours'). Throws a RangeError for an invalid date.
 */
export function formatRelativeTime(
  date: DateInput,
  now: DateInput,
  locale: string,
  options: RelativeTimeOptions = {},
): string {
  const diff = toTime(date) - toTime(now)
  const distance = Math.abs(diff)
  if (distance < JUST_NOW_MS) return options.justNow ?? justNowText(locale, options.style ?? 'long')
  const format = relativeTimeFormat(locale, options.style ?? 'long')
  const bucket = BUCKETS.find((candidate) => distance < candidate.limit) ?? BUCKETS[BUCKETS.length - 1]
  const amount = Math.trunc(diff / bucket.size)
  return format.format(amount, bucket.unit)
}

/**
 * Whether `formatRelativeTime` with these arguments builds an `Intl` formatter first: the page's first
 * costs ~30 ms (ICU's number data), worth leaving until the page is idle (kit's `useAfterIdle`).
 */
export function relativeTimeNeedsFormatter(
  date: DateInput,
  now: DateInput,
  locale: string,
  options: RelativeTimeOptions = {},
): boolean {
  const style = options.style ?? 'long'
  if (Math.abs(toTime(date) - toTime(now)) < JUST_NOW_MS) {
    if (options.justNow !== undefined || new Intl.Locale(locale).language === 'en') return false
  }
  return !formats.has(`${locale}|${style}`)
}

// Building an Intl formatter costs far more than formatting with one (a status line re-renders on
// every keystroke): one per locale and style, and the 'just now' text once per formatter.
const formats = new Map<string, Intl.RelativeTimeFormat>()
const justNowTexts = new WeakMap<Intl.RelativeTimeFormat, string>()

function relativeTimeFormat(locale: string, style: Intl.RelativeTimeFormatStyle): Intl.RelativeTimeFormat {
  const key = `${locale}|${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, {numeric: 'auto', style})
    formats.set(key, format)
  }
  return format
}

// An English locale needs no formatter: the first number formatter of a page costs ~30 ms (ICU's
// number data), on the way to an editable document whose status reads 'Published just now'.
function justNowText(locale: string, style: Intl.RelativeTimeFormatStyle): string {
  if (new Intl.Locale(locale).language === 'en') return 'just now'
  const format = relativeTimeFormat(locale, style)
  let text = justNowTexts.get(format)
  if (text === undefined) {
    const language = new Intl.Locale(format.resolvedOptions().locale ?? locale).language
    text = language === 'en' ? 'just now' : format.format(0, 'second')
    justNowTexts.set(format, text)
  }
  return text
}

/**
 * How soon a relative time can read differently (spec 002 §9): every 5 s while it says 'just now' or
 * counts seconds, 20 s while minutes, a minute while hours, an hour for days, weeks and longer.
 */
export function relativeTimeRefreshMs(date: DateInput, now: DateInput): number {
  const distance = Math.abs(toTime(now) - toTime(date))
  if (distance < MINUTE) return 5 * SECOND
  if (distance < HOUR) return 20 * SECOND
  if (distance < DAY) return MINUTE
  return HOUR
}

function toTime(input: DateInput): number {
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime()
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(input)}`)
  return time
}
