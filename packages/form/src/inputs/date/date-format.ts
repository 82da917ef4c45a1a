import {format, isValid, parse, parseISO} from 'date-fns'

/** Defaults of spec/001 §9: `options.dateFormat`, `options.timeFormat`, `options.timeStep`. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD'
export const DEFAULT_TIME_FORMAT = 'HH:mm'
export const DEFAULT_TIME_STEP = 1

/** Moment-style tokens (what schemas write) and their date-fns equivalents; longest first. */
const TOKENS: [string, string][] = (
  [
    ['YYYY', 'yyyy'],
    ['YY', 'yy'],
    ['Y', 'y'],
    ['gggg', 'YYYY'],
    ['gg', 'YY'],
    ['GGGG', 'RRRR'],
    ['GG', 'RR'],
    ['Qo', 'Qo'],
    ['Q', 'Q'],
    ['MMMM', 'MMMM'],
    ['MMM', 'MMM'],
    ['Mo', 'Mo'],
    ['MM', 'MM'],
    ['M', 'M'],
    ['DDDo', 'Do'],
    ['DDDD', 'DDD'],
    ['DDD', 'D'],
    ['Do', 'do'],
    ['DD', 'dd'],
    ['D', 'd'],
    ['dddd', 'EEEE'],
    ['ddd', 'EEE'],
    ['dd', 'EEEEEE'],
    ['d', 'i'],
    ['E', 'i'],
    ['e', 'e'],
    ['wo', 'wo'],
    ['ww', 'ww'],
    ['w', 'w'],
    ['Wo', 'Io'],
    ['WW', 'II'],
    ['W', 'I'],
    ['HH', 'HH'],
    ['H', 'H'],
    ['hh', 'hh'],
    ['h', 'h'],
    ['kk', 'kk'],
    ['k', 'k'],
    ['mm', 'mm'],
    ['m', 'm'],
    ['ss', 'ss'],
    ['s', 's'],
    ['SSS', 'SSS'],
    ['SS', 'SS'],
    ['S', 'S'],
    ['A', 'a'],
    ['a', 'aaa'],
    ['ZZ', 'xx'],
    ['Z', 'xxx'],
    ['X', 't'],
    ['x', 'T'],
    ['LLLL', 'PPPPp'],
    ['LLL', 'PPp'],
    ['LTS', 'pp'],
    ['LT', 'p'],
    ['LL', 'PP'],
    ['L', 'P'],
    ['llll', 'PPPp'],
    ['lll', 'PPp'],
    ['ll', 'PP'],
    ['l', 'P'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length)

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/**
 * Turns a moment-style format ('YYYY-MM-DD', 'DD.MM.YYYY HH:mm', '[Week] W') into date-fns tokens
 * ('yyyy-MM-dd'...). Text in brackets and letters that are no token become quoted literals.
 */
export function momentToDateFns(momentFormat: string): string {
  let out = ''
  let literal = ''
  const flush = () => {
    if (literal) out += quoted(literal)
    literal = ''
  }
  let index = 0
  while (index < momentFormat.length) {
    const char = momentFormat[index]!
    if (char === '[') {
      const end = momentFormat.indexOf(']', index + 1)
      if (end !== -1) {
        literal += momentFormat.slice(index + 1, end)
        index = end + 1
        continue
      }
    }
    const token = TOKENS.find(([moment]) => momentFormat.startsWith(moment, index))
    if (token) {
      flush()
      out += token[1]
      index += token[0].length
      continue
    }
    if (/[A-Za-z']/.test(char)) literal += char
    else {
      flush()
      out += char
    }
    index += 1
  }
  flush()
  return out
}

const FNS_OPTIONS = {useAdditionalWeekYearTokens: true, useAdditionalDayOfYearTokens: true}

/** Formats a date with a moment-style format. */
export function formatDate(date: Date, momentFormat: string): string {
  return format(date, momentToDateFns(momentFormat), FNS_OPTIONS)
}

/** Reads typed text with a moment-style format; undefined when it does not fit (or is no real date). */
export function parseDate(text: string, momentFormat: string, reference = new Date()): Date | undefined {
  const parsed = parse(text.trim(), momentToDateFns(momentFormat), reference, FNS_OPTIONS)
  return isValid(parsed) ? parsed : undefined
}

/** A stored value ('2024-03-15', or an ISO date-time) as a local Date; undefined when unreadable. */
export function parseStored(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const parsed = parseISO(value)
  return isValid(parsed) ? parsed : undefined
}

/** What a date field stores: the local calendar day as 'YYYY-MM-DD'. */
export function toDateValue(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/** `options.timeStep` as whole minutes between 1 and 60 (1 when missing or unusable). */
export function timeStepOf(options: Record<string, unknown> | undefined): number {
  const step = Number(options?.timeStep ?? DEFAULT_TIME_STEP)
  if (!Number.isFinite(step) || step < 1) return DEFAULT_TIME_STEP
  return Math.min(60, Math.floor(step))
}

/** The same moment with minutes rounded down to a multiple of `step`, and no seconds. */
export function roundToStep(date: Date, step: number): Date {
  const rounded = new Date(date)
  rounded.setMinutes(Math.floor(date.getMinutes() / step) * step, 0, 0)
  return rounded
}
