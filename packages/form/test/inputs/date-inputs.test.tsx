// @vitest-environment jsdom
import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {DateInput} from '../../src/inputs/date/date-input.js'
import {formatDate, momentToDateFns, parseDate, roundToStep} from '../../src/inputs/date/date-format.js'
import {DateTimeInput} from '../../src/inputs/date/date-time-input.js'
import type {PrimitiveFormNode} from '../../src/state/types.js'
import {docType, fieldNode, patchLog, themed} from './helpers.js'

const doc = docType([
  {name: 'day', type: 'date'},
  {name: 'dotted', type: 'date', options: {dateFormat: 'DD.MM.YYYY'}},
  {name: 'at', type: 'datetime'},
  {name: 'slot', type: 'datetime', options: {timeStep: 15}},
])
const node = (name: string, value?: unknown, readOnly = false) =>
  fieldNode<PrimitiveFormNode>(doc, name, value === undefined ? {} : {[name]: value}, {readOnly})
/** A local time as the ISO UTC string a datetime field stores. */
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString()

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('moment-style formats', () => {
  it('become date-fns tokens, with brackets and stray letters quoted', () => {
    expect(momentToDateFns('YYYY-MM-DD')).toBe('yyyy-MM-dd')
    expect(momentToDateFns('DD.MM.YYYY HH:mm')).toBe('dd.MM.yyyy HH:mm')
    expect(momentToDateFns('dddd D MMMM, h:mm A')).toBe('EEEE d MMMM, h:mm a')
    expect(momentToDateFns('[Week] W')).toBe("'Week' I")
  })

  it('format and parse 12-hour times and month names', () => {
    const format = 'MMM D, YYYY h:mm A'
    expect(formatDate(new Date(2024, 2, 15, 21, 30), format)).toBe('Mar 15, 2024 9:30 PM')
    expect(parseDate('Mar 15, 2024 9:30 PM', format)).toEqual(new Date(2024, 2, 15, 21, 30))
    expect(parseDate('Mar 15, 2024 21:30', format)).toBeUndefined()
  })

  it('rounds minutes down to the step', () => {
    expect(roundToStep(new Date(2024, 0, 1, 9, 59, 30), 15)).toEqual(new Date(2024, 0, 1, 9, 45))
  })
})

describe('DateInput', () => {
  it('shows the stored day in the format and stores typed days as YYYY-MM-DD', () => {
    const {sent, onChange} = patchLog()
    themed(<DateInput node={node('dotted', '2024-03-15')} onChange={onChange} />)
    const input = screen.getByDisplayValue('15.03.2024')
    expect(input.id).toBe('dotted')
    fireEvent.change(input, {target: {value: '16.03.2024'}})
    fireEvent.change(input, {target: {value: ''}})
    expect(sent).toEqual([[{type: 'set', path: [], value: '2024-03-16'}], [{type: 'unset', path: []}]])
  })

  it('keeps unparseable text, names the format and sends nothing', () => {
    const {sent, onChange} = patchLog()
    themed(<DateInput node={node('day', '2024-03-15')} onChange={onChange} />)
    const input = screen.getByDisplayValue('2024-03-15') as HTMLInputElement
    fireEvent.change(input, {target: {value: '2024-02-30'}})
    fireEvent.blur(input)
    expect(input.value).toBe('2024-02-30')
    expect(screen.getByRole('alert').textContent).toBe('Invalid date. Must be on the format "YYYY-MM-DD"')
    expect(sent).toEqual([])
    fireEvent.change(input, {target: {value: '2024-02-29'}})
    expect(screen.queryByRole('alert')).toBeNull()
    expect(sent).toEqual([[{type: 'set', path: [], value: '2024-02-29'}]])
  })

  it('names the custom format in the message', () => {
    themed(<DateInput node={node('dotted')} onChange={() => {}} />)
    fireEvent.change(screen.getByPlaceholderText('DD.MM.YYYY'), {target: {value: '2024-03-15'}})
    expect(screen.getByRole('alert').textContent).toBe('Invalid date. Must be on the format "DD.MM.YYYY"')
  })

  it('opens a 7 by 6 calendar with today and the selected day marked; a click picks and closes', () => {
    vi.useFakeTimers({toFake: ['Date']})
    vi.setSystemTime(new Date(2024, 2, 4, 12, 0))
    const {sent, onChange} = patchLog()
    themed(<DateInput node={node('day', '2024-03-15')} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar'}))
    const grid = screen.getByRole('grid', {name: 'March 2024'})
    const rows = within(grid).getAllByRole('row')
    expect(rows).toHaveLength(7) // weekday names, then 6 weeks
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42)
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])
    expect(within(grid).getByRole('button', {name: 'Monday 4 March 2024'}).getAttribute('aria-current')).toBe(
      'date',
    )
    expect(within(grid).getByRole('button', {pressed: true}).textContent).toBe('15')
    // Weeks start on Monday: 26 February is the first day shown.
    expect(within(rows[1]!).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe(
      'Monday 26 February 2024',
    )
    fireEvent.click(within(grid).getByRole('button', {name: 'Wednesday 20 March 2024'}))
    expect(sent).toEqual([[{type: 'set', path: [], value: '2024-03-20'}]])
    expect(screen.queryByRole('grid')).toBeNull()
  })

  it('moves the focused day with the arrow keys, picks it with Enter and closes with Escape', () => {
    const {sent, onChange} = patchLog()
    themed(<DateInput node={node('day', '2024-03-30')} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar'}))
    const grid = screen.getByRole('grid')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday 30 March 2024')
    fireEvent.keyDown(grid, {key: 'ArrowRight'})
    fireEvent.keyDown(grid, {key: 'ArrowDown'})
    fireEvent.keyDown(grid, {key: 'ArrowLeft'})
    // Crossing into April shows April.
    expect(screen.getByRole('grid', {name: 'April 2024'})).toBeTruthy()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday 6 April 2024')
    fireEvent.keyDown(screen.getByRole('grid'), {key: 'ArrowUp'})
    fireEvent.keyDown(screen.getByRole('grid'), {key: 'Enter'})
    expect(sent).toEqual([[{type: 'set', path: [], value: '2024-03-30'}]])
    expect(screen.queryByRole('grid')).toBeNull()

    fireEvent.click(screen.getByRole('button', {name: 'Open calendar'}))
    fireEvent.keyDown(screen.getByRole('grid'), {key: 'Escape'})
    expect(screen.queryByRole('grid')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Open calendar'}))
  })

  it('navigates by month and year', () => {
    themed(<DateInput node={node('day', '2024-01-31')} onChange={() => {}} />)
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar'}))
    fireEvent.click(screen.getByRole('button', {name: 'Previous month'}))
    expect(screen.getByRole('grid', {name: 'December 2023'})).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Next month'}))
    fireEvent.click(screen.getByRole('button', {name: 'Next month'}))
    expect(screen.getByRole('grid', {name: 'February 2024'})).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', {name: 'Month'}), {target: {value: '6'}})
    fireEvent.change(screen.getByRole('spinbutton', {name: 'Year'}), {target: {value: '1999'}})
    expect(screen.getByRole('grid', {name: 'July 1999'})).toBeTruthy()
  })

  it('is read-only: the text cannot change and the calendar does not open', () => {
    themed(<DateInput node={node('day', '2024-03-15', true)} onChange={() => {}} />)
    expect((screen.getByDisplayValue('2024-03-15') as HTMLInputElement).readOnly).toBe(true)
    expect((screen.getByRole('button', {name: 'Open calendar'}) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('DateTimeInput', () => {
  it('shows local time in the default formats and stores typed moments as ISO UTC', () => {
    const {sent, onChange} = patchLog()
    themed(<DateTimeInput node={node('at', local(2024, 3, 15, 10, 7))} onChange={onChange} />)
    const input = screen.getByDisplayValue('2024-03-15 10:07')
    fireEvent.change(input, {target: {value: '2024-03-16 23:59'}})
    fireEvent.change(input, {target: {value: '2024-03-16'}})
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid date. Must be on the format "YYYY-MM-DD HH:mm"',
    )
    fireEvent.change(input, {target: {value: ''}})
    expect(sent).toEqual([
      [{type: 'set', path: [], value: local(2024, 3, 16, 23, 59)}],
      [{type: 'unset', path: []}],
    ])
  })

  it('rounds typed minutes down to the time step', () => {
    const {sent, onChange} = patchLog()
    themed(<DateTimeInput node={node('slot')} onChange={onChange} />)
    fireEvent.change(screen.getByPlaceholderText('YYYY-MM-DD HH:mm'), {target: {value: '2024-03-15 10:44'}})
    expect(sent).toEqual([[{type: 'set', path: [], value: local(2024, 3, 15, 10, 30)}]])
  })

  it('offers hours 0 to 23 and minutes in steps; each change builds on the one before, at once', () => {
    const {sent, onChange} = patchLog()
    themed(<DateTimeInput node={node('slot', local(2024, 3, 15, 10, 50))} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', {name: 'Open calendar'}))
    const hour = screen.getByRole('combobox', {name: 'Hour'}) as HTMLSelectElement
    const minute = screen.getByRole('combobox', {name: 'Minute'}) as HTMLSelectElement
    expect(Array.from(hour.options).map((option) => option.text)).toEqual(
      Array.from({length: 24}, (_, h) => String(h).padStart(2, '0')),
    )
    expect(Array.from(minute.options).map((option) => option.text)).toEqual(['00', '15', '30', '45'])
    expect(minute.value).toBe('45')
    fireEvent.change(hour, {target: {value: '14'}})
    fireEvent.change(minute, {target: {value: '15'}})
    fireEvent.click(screen.getByRole('button', {name: 'Sunday 17 March 2024'}))
    expect(sent).toEqual([
      [{type: 'set', path: [], value: local(2024, 3, 15, 14, 45)}],
      [{type: 'set', path: [], value: local(2024, 3, 15, 14, 15)}],
      [{type: 'set', path: [], value: local(2024, 3, 17, 14, 15)}],
    ])
    // The popup stays open for the time.
    expect(screen.getByRole('grid')).toBeTruthy()
  })
})
