import {filterMessages} from '../messages.js'
import type {DateLastValue, DateRangeValue, DateValue} from '../types.js'
import {defineOperator, isFiniteNumber, literal} from './define.js'

// Dates (`date` fields) are 'YYYY-MM-DD' strings, compared as strings. Datetimes are compared with
// GROQ's dateTime(); a value without its time stands for the whole day in the editor's time zone
// (spec/002 §9: 'datetime variants bound by the day or the exact time').

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function isValidDatetime(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Date.parse(value))
}

/** 'YYYY-MM-DD' of a moment, in the local time zone. */
export function localDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** The local midnight starting the day of a moment (or of a 'YYYY-MM-DD' date), and the next one. */
function dayBounds(value: string): {start: Date; end: Date} {
  const moment = DATE.test(value) ? localMidnight(value) : new Date(value)
  const start = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate())
  const end = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + 1)
  return {start, end}
}

function localMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year, month - 1, day)
}

function minuteBounds(value: string): {start: Date; end: Date} {
  const start = new Date(value)
  start.setSeconds(0, 0)
  return {start, end: new Date(start.getTime() + 60_000)}
}

/** The moment N units before now (spec/002 §9: units day, month, year). */
export function subtractUnits(now: Date, unit: DateLastValue['unit'], count: number): Date {
  const moment = new Date(now)
  if (unit === 'day') moment.setDate(moment.getDate() - count)
  else if (unit === 'month') moment.setMonth(moment.getMonth() - count)
  else moment.setFullYear(moment.getFullYear() - count)
  return moment
}

const dt = (path: string) => `dateTime(${path})`
const dtLiteral = (moment: Date) => `dateTime(${literal(moment.toISOString())})`

function dateValidate(kind: 'date' | 'datetime') {
  const valid = kind === 'date' ? isValidDate : isValidDatetime
  return (value: unknown) =>
    valid((value as Partial<DateValue> | null)?.date) ? undefined : filterMessages[kind]
}

function rangeValidate(kind: 'date' | 'datetime') {
  const valid = kind === 'date' ? isValidDate : isValidDatetime
  return (value: unknown) => {
    const range = value as Partial<DateRangeValue> | null
    if (!valid(range?.from) || !valid(range?.to)) return filterMessages.dateRange
    const order = kind === 'date' ? range.from < range.to : Date.parse(range.from) < Date.parse(range.to)
    return order ? undefined : filterMessages.rangeOrder
  }
}

function lastValidate(value: unknown): string | undefined {
  const last = value as Partial<DateLastValue> | null
  const unitOk = last?.unit === 'day' || last?.unit === 'month' || last?.unit === 'year'
  const count = last?.unitValue
  return unitOk && isFiniteNumber(count) && Number.isInteger(count) && count > 0
    ? undefined
    : filterMessages.dateLast
}

/** spec/002 §9: 'last' starts at 7 days. */
const LAST_INITIAL: DateLastValue = {unit: 'day', unitValue: 7}

export const dateOperators = [
  defineOperator<DateValue>({
    type: 'dateAfter',
    title: 'is after',
    buttonLabel: 'after',
    inputKind: 'date',
    validate: dateValidate('date'),
    groq: (path, value) => `${path} > ${literal(value.date!)}`,
  }),
  defineOperator<DateValue>({
    type: 'dateBefore',
    title: 'is before',
    buttonLabel: 'before',
    inputKind: 'date',
    validate: dateValidate('date'),
    groq: (path, value) => `${path} < ${literal(value.date!)}`,
  }),
  defineOperator<DateValue>({
    type: 'dateEqual',
    title: 'is',
    inputKind: 'date',
    validate: dateValidate('date'),
    groq: (path, value) => `${path} == ${literal(value.date!)}`,
  }),
  defineOperator<DateValue>({
    type: 'dateNotEqual',
    title: 'is not',
    inputKind: 'date',
    validate: dateValidate('date'),
    groq: (path, value) => `${path} != ${literal(value.date!)}`,
  }),
  defineOperator<DateLastValue>({
    type: 'dateLast',
    title: 'is in the last',
    buttonLabel: 'in the last',
    inputKind: 'dateLast',
    initialValue: LAST_INITIAL,
    validate: lastValidate,
    // spec 000 §7: date-last compares to today minus N.
    groq: (path, value, now) =>
      `${path} > ${literal(localDate(subtractUnits(now, value.unit, value.unitValue!)))}`,
  }),
  defineOperator<DateRangeValue>({
    type: 'dateRange',
    title: 'is between',
    buttonLabel: 'between',
    inputKind: 'dateRange',
    initialValueAt: (now) => ({from: null, to: localDate(now)}),
    validate: rangeValidate('date'),
    groq: (path, value) => `${path} > ${literal(value.from!)} && ${path} < ${literal(value.to!)}`,
  }),
]

/** Day or exact-minute bounds of a datetime value. */
function bounds(value: DateValue): {start: Date; end: Date} {
  return value.includeTime ? minuteBounds(value.date!) : dayBounds(value.date!)
}

export function datetimeOperators(prefix = 'dateTime') {
  return [
    defineOperator<DateValue>({
      type: `${prefix}After`,
      title: 'is after',
      buttonLabel: 'after',
      inputKind: 'datetime',
      validate: dateValidate('datetime'),
      groq: (path, value) => `${dt(path)} >= ${dtLiteral(bounds(value).end)}`,
    }),
    defineOperator<DateValue>({
      type: `${prefix}Before`,
      title: 'is before',
      buttonLabel: 'before',
      inputKind: 'datetime',
      validate: dateValidate('datetime'),
      groq: (path, value) => `${dt(path)} < ${dtLiteral(bounds(value).start)}`,
    }),
    defineOperator<DateValue>({
      type: `${prefix}Equal`,
      title: 'is',
      inputKind: 'datetime',
      validate: dateValidate('datetime'),
      groq: (path, value) => {
        const {start, end} = bounds(value)
        return `${dt(path)} >= ${dtLiteral(start)} && ${dt(path)} < ${dtLiteral(end)}`
      },
    }),
    defineOperator<DateValue>({
      type: `${prefix}NotEqual`,
      title: 'is not',
      inputKind: 'datetime',
      validate: dateValidate('datetime'),
      groq: (path, value) => {
        const {start, end} = bounds(value)
        return `!(${dt(path)} >= ${dtLiteral(start)} && ${dt(path)} < ${dtLiteral(end)})`
      },
    }),
    defineOperator<DateLastValue>({
      type: `${prefix}Last`,
      title: 'is in the last',
      buttonLabel: 'in the last',
      inputKind: 'datetimeLast',
      initialValue: LAST_INITIAL,
      validate: lastValidate,
      groq: (path, value, now) =>
        `${dt(path)} > ${dtLiteral(subtractUnits(now, value.unit, value.unitValue!))}`,
    }),
    defineOperator<DateRangeValue>({
      type: `${prefix}Range`,
      title: 'is between',
      buttonLabel: 'between',
      inputKind: 'datetimeRange',
      initialValueAt: (now) => ({from: null, to: now.toISOString(), includeTime: false}),
      validate: rangeValidate('datetime'),
      // Exclusive on both bounds (spec 000 §5); without times, the from day and the to day are outside.
      groq: (path, value) => {
        const from = value.includeTime ? new Date(value.from!) : dayBounds(value.from!).end
        const to = value.includeTime ? new Date(value.to!) : dayBounds(value.to!).start
        return `${dt(path)} > ${dtLiteral(from)} && ${dt(path)} < ${dtLiteral(to)}`
      },
    }),
  ]
}
