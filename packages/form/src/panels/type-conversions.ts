/**
 * The conversions the invalid-value panel offers (spec/001 §5 'Type conversion offers'): what a value of
 * the wrong JSON type can become so that it fits its field. Pure, so the panel only renders the offers.
 */

/** A fix the panel offers as 'Convert to <type>': the field is set to `value`. */
export interface ConversionOffer {
  /** The type the value becomes, as the button names it ('number', 'richDate', 'datetime'). */
  type: string
  value: unknown
}

/** What the field expects: always its JSON type, and its type name when the caller knows it. */
export interface ConversionTarget {
  jsonType: string
  /** The field's type name ('number', 'datetime', 'richDate'); narrows the offers when given. */
  typeName?: string
}

/** The legacy date object some old documents hold. */
export interface RichDate {
  _type: 'richDate'
  /** The time in the editor's zone, with its offset: '2024-05-01T14:30:00+02:00'. */
  local: string
  /** The same instant in UTC: '2024-05-01T12:30:00.000Z'. */
  utc: string
  /** The IANA zone the local time is in ('Europe/Oslo'). */
  timezone: string
  /** Minutes ahead of UTC (120 for +02:00). */
  offset: number
}

const TRUE_WORDS = new Set(['yes', 'true', '1'])
const FALSE_WORDS = new Set(['no', 'false', '0', 'null'])

/** A string that reads as a boolean (yes, true, 1 / no, false, 0, null; any case); undefined otherwise. */
export function booleanFromString(text: string): boolean | undefined {
  const word = text.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** A string holding a finite number (surrounding spaces allowed); undefined otherwise ('', '12px', 'NaN'). */
export function numberFromString(text: string): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : undefined
}

// ISO 8601 only: `new Date()` alone reads '1' or 'May' as dates, which would make odd offers.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** A string holding an ISO 8601 date or date and time; undefined otherwise. */
export function dateFromString(text: string): Date | undefined {
  const trimmed = text.trim()
  if (!ISO_DATE.test(trimmed)) return undefined
  const date = new Date(trimmed)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const pad = (value: number) => String(Math.trunc(value)).padStart(2, '0')

/** The instant as a rich date in the runtime's time zone (the editor's own). */
export function richDateOf(date: Date): RichDate {
  const offset = -date.getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  const shifted = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19)
  return {
    _type: 'richDate',
    local: `${shifted}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`,
    utc: date.toISOString(),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offset,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isRichDate(value: unknown): value is Record<string, unknown> & {utc: string} {
  return isRecord(value) && value._type === 'richDate' && typeof value.utc === 'string'
}

/** True when the field expects this JSON type and, when its type name is known, one of these names. */
function expects(target: ConversionTarget, jsonType: string, names?: readonly string[]): boolean {
  if (target.jsonType !== jsonType) return false
  return names === undefined || target.typeName === undefined || names.includes(target.typeName)
}

/**
 * Every conversion that turns `value` into what the field expects, in the order the panel shows them:
 * - a string → number (when numeric), boolean (yes/true/1, no/false/0/null) or rich date (an ISO date
 *   or date and time, for a `richDate` field);
 * - a rich date object → datetime (its `utc`);
 * - a number → string, or boolean when it is 0 or 1 (other numbers have no obvious truth value, so none
 *   is offered rather than guessing that every non-zero number means true);
 * - a boolean → string ('Yes' / 'No') or number (1 / 0).
 * Nothing is offered for a type the field does not expect.
 */
export function conversionOffers(value: unknown, target: ConversionTarget): ConversionOffer[] {
  const offers: ConversionOffer[] = []
  if (typeof value === 'string') {
    const number = numberFromString(value)
    if (number !== undefined && expects(target, 'number')) offers.push({type: 'number', value: number})
    const boolean = booleanFromString(value)
    if (boolean !== undefined && expects(target, 'boolean')) offers.push({type: 'boolean', value: boolean})
    const date = dateFromString(value)
    if (date && expects(target, 'object', ['richDate']))
      offers.push({type: 'richDate', value: richDateOf(date)})
  } else if (isRichDate(value)) {
    if (expects(target, 'string', ['datetime'])) offers.push({type: 'datetime', value: value.utc})
  } else if (typeof value === 'number') {
    if (expects(target, 'string')) offers.push({type: 'string', value: String(value)})
    if ((value === 0 || value === 1) && expects(target, 'boolean')) {
      offers.push({type: 'boolean', value: value === 1})
    }
  } else if (typeof value === 'boolean') {
    if (expects(target, 'string')) offers.push({type: 'string', value: value ? 'Yes' : 'No'})
    if (expects(target, 'number')) offers.push({type: 'number', value: value ? 1 : 0})
  }
  return offers
}

/**
 * An object without `_type` where only one object type is valid: the offer to give it that type.
 * With several (or no) candidates there is nothing safe to offer; unsetting is the way out then.
 */
export function untypedObjectOffers(value: unknown, validTypeNames: readonly string[]): ConversionOffer[] {
  if (!isRecord(value) || typeof value._type === 'string' || validTypeNames.length !== 1) return []
  const [typeName] = validTypeNames
  return [{type: typeName, value: {...value, _type: typeName}}]
}
