import {ChevronLeftIcon} from '@sanity/icons/ChevronLeft'
import {ChevronRightIcon} from '@sanity/icons/ChevronRight'
import {Button, Grid, Select, TextInput} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {
  addDays,
  addMonths,
  isSameDay,
  isSameMonth,
  setMonth,
  setYear,
  startOfMonth,
  startOfWeek,
} from 'date-fns'
import {useEffect, useMemo, useRef, useState, type KeyboardEvent} from 'react'
import {useFormLocale, useFormText} from '../../i18n/form-strings.js'
import {calendarNames} from './calendar-names.js'

/** The grid is always 7 columns by 6 rows (spec/001 §5), weeks starting on Monday. */
export const CALENDAR_WEEKS = 6
const WEEK_STARTS_ON = 1

const HOURS = Array.from({length: 24}, (_, hour) => hour)

const KEY_STEPS: Record<string, number> = {ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7}

const pad = (n: number) => String(n).padStart(2, '0')

export interface CalendarProps {
  /** The chosen moment, if any: marked in the grid, and its time shown in the time selects. */
  selected?: Date
  /** A day was picked (click or Enter), or the time was changed: the full moment. */
  onSelect: (date: Date) => void
  /** Show hour and minute selects, minutes in steps of this many minutes. */
  timeStep?: number
  /** Today, for marking it (tests and stories pass a fixed one). */
  today?: Date
}

/** The 42 days shown for the month of `day`: from the Monday on or before the 1st. */
export function calendarDays(day: Date): Date[] {
  const first = startOfWeek(startOfMonth(day), {weekStartsOn: WEEK_STARTS_ON})
  return Array.from({length: CALENDAR_WEEKS * 7}, (_, index) => addDays(first, index))
}

/**
 * A month of days to pick from, with month and year navigation, today and the selected day marked,
 * and optionally the time. The arrow keys move the focused day (across months), Enter picks it.
 */
export function Calendar({selected, onSelect, timeStep, today = new Date()}: CalendarProps) {
  const t = useFormText()
  const names = calendarNames(useFormLocale())
  const [focused, setFocused] = useState<Date>(() => selected ?? today)
  const days = useMemo(() => calendarDays(focused), [focused])
  const gridRef = useRef<HTMLDivElement>(null)
  const focusFromKeyboard = useRef(true)

  useEffect(() => {
    if (!focusFromKeyboard.current) return
    focusFromKeyboard.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('[data-focused="true"]')?.focus()
  }, [focused])

  /** Picking a day keeps the time already chosen (or the current time). */
  const pickDay = (day: Date) => {
    const time = selected ?? new Date()
    const next = new Date(day)
    next.setHours(time.getHours(), time.getMinutes(), 0, 0)
    setFocused(day)
    onSelect(next)
  }

  const onGridKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key]
    if (step !== undefined) {
      event.preventDefault()
      focusFromKeyboard.current = true
      setFocused((day) => addDays(day, step))
      return
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      pickDay(focused)
    }
  }

  const setTime = (hours: number, minutes: number) => {
    const next = new Date(selected ?? focused)
    next.setHours(hours, minutes, 0, 0)
    onSelect(next)
  }

  const minutes = useMemo(
    () => (timeStep ? Array.from({length: Math.ceil(60 / timeStep)}, (_, index) => index * timeStep) : []),
    [timeStep],
  )
  const shownHour = selected?.getHours() ?? 0
  const shownMinute = timeStep && selected ? Math.floor(selected.getMinutes() / timeStep) * timeStep : 0

  return (
    <Stack gap={2} data-calendar="">
      <Flex align="center" gap={1}>
        <Button
          icon={ChevronLeftIcon}
          mode="bleed"
          aria-label={t('date.previous-month')}
          onClick={() => setFocused((day) => addMonths(day, -1))}
        />
        <Box flex={1}>
          <Select
            aria-label={t('date.month')}
            fontSize={1}
            padding={2}
            value={String(focused.getMonth())}
            onChange={(event) => {
              const month = Number(event.currentTarget.value)
              setFocused((day) => setMonth(day, month))
            }}
          >
            {names.months.map((name, month) => (
              <option key={name} value={String(month)}>
                {name}
              </option>
            ))}
          </Select>
        </Box>
        <Box style={{width: '6em'}}>
          <YearInput
            year={focused.getFullYear()}
            onYear={(year) => setFocused((day) => setYear(day, year))}
          />
        </Box>
        <Button
          icon={ChevronRightIcon}
          mode="bleed"
          aria-label={t('date.next-month')}
          onClick={() => setFocused((day) => addMonths(day, 1))}
        />
      </Flex>

      <Box ref={gridRef} role="grid" aria-label={names.monthYear(focused)} onKeyDown={onGridKeyDown}>
        <Grid role="row" gridTemplateColumns={7} gap={1}>
          {days.slice(0, 7).map((day) => (
            <Box key={day.getDay()} role="columnheader" paddingY={2}>
              <Text size={0} muted align="center">
                {names.weekdayShort(day)}
              </Text>
            </Box>
          ))}
        </Grid>
        {Array.from({length: CALENDAR_WEEKS}, (_, week) => (
          <Grid key={week} role="row" gridTemplateColumns={7} gap={1} marginTop={1}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const isSelected = selected !== undefined && isSameDay(day, selected)
              const isToday = isSameDay(day, today)
              const isFocused = isSameDay(day, focused)
              return (
                <Box key={day.toISOString()} role="gridcell" aria-selected={isSelected}>
                  <Button
                    width="fill"
                    padding={2}
                    fontSize={1}
                    mode={isSelected ? 'default' : isToday ? 'ghost' : 'bleed'}
                    tone={isSelected || isToday ? 'primary' : 'default'}
                    muted={!isSameMonth(day, focused)}
                    text={day.getDate()}
                    aria-label={names.dayLabel(day)}
                    aria-current={isToday ? 'date' : undefined}
                    aria-pressed={isSelected}
                    tabIndex={isFocused ? 0 : -1}
                    data-focused={isFocused}
                    data-today={isToday}
                    data-selected={isSelected}
                    onClick={() => pickDay(day)}
                  />
                </Box>
              )
            })}
          </Grid>
        ))}
      </Box>

      {timeStep !== undefined && (
        <Flex align="center" gap={2}>
          <Text size={1} muted>
            {t('date.time')}
          </Text>
          <Select
            aria-label={t('date.hour')}
            fontSize={1}
            padding={2}
            value={String(shownHour)}
            onChange={(event) => setTime(Number(event.currentTarget.value), shownMinute)}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {pad(hour)}
              </option>
            ))}
          </Select>
          <Text size={1}>:</Text>
          <Select
            aria-label={t('date.minute')}
            fontSize={1}
            padding={2}
            value={String(shownMinute)}
            onChange={(event) => setTime(shownHour, Number(event.currentTarget.value))}
          >
            {minutes.map((minute) => (
              <option key={minute} value={String(minute)}>
                {pad(minute)}
              </option>
            ))}
          </Select>
        </Flex>
      )}
    </Stack>
  )
}

/** The year as a number field; only whole years from 1 to 9999 move the calendar. */
function YearInput({year, onYear}: {year: number; onYear: (year: number) => void}) {
  const t = useFormText()
  const [draft, setDraft] = useState<string>()
  return (
    <TextInput
      aria-label={t('date.year')}
      type="number"
      fontSize={1}
      padding={2}
      value={draft ?? String(year)}
      onChange={(event) => {
        const text = event.currentTarget.value
        setDraft(text)
        const next = Number(text)
        if (Number.isInteger(next) && next >= 1 && next <= 9999) onYear(next)
      }}
      onBlur={() => setDraft(undefined)}
    />
  )
}
