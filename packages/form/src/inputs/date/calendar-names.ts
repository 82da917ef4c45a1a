/**
 * The calendar's month and weekday names in the studio's locale, from `Intl.DateTimeFormat` (every
 * locale the browser knows, no date-fns locale bundles to ship). In English they read as date-fns
 * wrote them before: 'March', 'March 2026', 'Mo', 'Friday 20 March 2026'.
 */
export interface CalendarNames {
  /** The twelve month names, January first ('januar' in Norwegian). */
  months: string[]
  /** The grid's label: month and year ('mars 2026'). */
  monthYear(date: Date): string
  /** A weekday's column header: the first two letters of its short name ('Mo'; 'ma' in Norwegian). */
  weekdayShort(date: Date): string
  /** A day's button label: weekday, day, month, year in that order ('fredag 20 mars 2026'). */
  dayLabel(date: Date): string
}

const cache = new Map<string, CalendarNames>()

/** The names for `locale`, made once per locale. */
export function calendarNames(locale: string): CalendarNames {
  let names = cache.get(locale)
  if (!names) {
    names = createCalendarNames(locale)
    cache.set(locale, names)
  }
  return names
}

function createCalendarNames(locale: string): CalendarNames {
  const month = new Intl.DateTimeFormat(locale, {month: 'long'})
  const monthYear = new Intl.DateTimeFormat(locale, {month: 'long', year: 'numeric'})
  const weekday = new Intl.DateTimeFormat(locale, {weekday: 'short'})
  const full = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return {
    months: Array.from({length: 12}, (_, index) => month.format(new Date(2000, index, 1))),
    monthYear: (date) => monthYear.format(date),
    weekdayShort: (date) => weekday.format(date).slice(0, 2),
    dayLabel: (date) => {
      // The parts in the locale's own word forms, in one fixed order (a day's label is read, not shown).
      const parts = Object.fromEntries(full.formatToParts(date).map((part) => [part.type, part.value]))
      return [parts.weekday, parts.day, parts.month, parts.year].join(' ')
    },
  }
}
