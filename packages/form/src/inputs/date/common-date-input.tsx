import {CalendarIcon} from '@sanity/icons/Calendar'
import {Button, Card, TextInput, useClickOutsideEvent} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {startTransition, useRef, useState, type KeyboardEvent} from 'react'
import {set, unset} from '../../patch/patches.js'
import type {PrimitiveInputProps} from '../input-props.js'
import {useBufferedValue} from '../use-buffered-value.js'
import {firstError} from '../option-list.js'
import {useFormText} from '../../i18n/form-strings.js'
import {Calendar} from './calendar.js'
import {formatDate, parseDate, parseStored} from './date-format.js'

export interface CommonDateInputProps extends PrimitiveInputProps {
  /** The moment-style format of the text field ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm'). */
  displayFormat: string
  /** What is stored for a chosen moment ('2024-03-15', or an ISO UTC string). */
  serialize: (date: Date) => string
  /** Adjusts a chosen moment before it is stored (datetime: minutes rounded down to the step). */
  normalize?: (date: Date) => Date
  /** Minutes between time choices; absent for date-only fields. */
  timeStep?: number
  /** Close the popup once a day is picked (dates; datetimes stay open for the time). */
  closeOnPick: boolean
  /** Today, for marking it in the calendar (stories and tests). */
  today?: Date
}

/**
 * The text field and calendar popup shared by the date and datetime inputs. Typing: empty unsets,
 * text in the format sets, anything else is kept as typed with an invalid-value message and sends
 * nothing. The calendar button opens a popup that Escape or a click outside closes.
 */
export function CommonDateInput(props: CommonDateInputProps) {
  const {node, onChange, inputId, displayFormat, serialize, normalize, timeStep, closeOnPick, today} = props
  const t = useFormText()
  const [draft, setDraft] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popoverRef = useRef<HTMLDivElement>(null)

  // The value last written, at once: picking the hour then the minute builds on the picked hour even
  // before the form catches up with the document.
  const [value, setValue] = useBufferedValue(node.value)
  const stored = parseStored(value)
  const formatted = stored ? formatDate(stored, displayFormat) : typeof value === 'string' ? value : ''
  const shown = draft ?? formatted

  const close = (refocus: boolean) => {
    startTransition(() => setOpen(false))
    if (refocus) buttonRef.current?.focus()
  }
  useClickOutsideEvent(open ? () => close(false) : undefined, () => [buttonRef.current, popoverRef.current])

  const commit = (date: Date) => {
    const next = normalize ? normalize(date) : date
    setDraft(undefined)
    setProblem(undefined)
    setValue(serialize(next))
    onChange([set(serialize(next))])
  }

  const onText = (text: string) => {
    setDraft(text)
    if (text.trim() === '') {
      setProblem(undefined)
      setValue(undefined)
      onChange([unset()])
      return
    }
    const parsed = parseDate(text, displayFormat)
    if (!parsed) {
      setProblem(t('date.invalid', {format: displayFormat}))
      return
    }
    setProblem(undefined)
    const next = normalize ? normalize(parsed) : parsed
    setValue(serialize(next))
    onChange([set(serialize(next))])
  }

  const onPopoverKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close(true)
    }
  }

  const calendar = (
    <Box padding={2} onKeyDown={onPopoverKeyDown} data-date-popup="">
      <Calendar
        key={session}
        selected={stored}
        timeStep={timeStep}
        today={today}
        onSelect={(date) => {
          commit(date)
          if (closeOnPick) close(true)
        }}
      />
    </Box>
  )

  return (
    <Stack gap={2}>
      <Flex gap={1} align="center">
        <Box flex={1}>
          <TextInput
            id={inputId ?? node.id}
            value={shown}
            placeholder={displayFormat}
            readOnly={node.readOnly}
            customValidity={problem ?? firstError(node.validation)}
            onChange={(event) => onText(event.currentTarget.value)}
            onBlur={() => {
              // Valid text is shown in the format again; invalid text stays for the user to fix.
              if (!problem) setDraft(undefined)
            }}
          />
        </Box>
        <Popover
          ref={popoverRef}
          open={open && !node.readOnly}
          content={calendar}
          placement="bottom-end"
          constrainSize
          portal={false}
        >
          <Button
            ref={buttonRef}
            icon={CalendarIcon}
            mode="bleed"
            aria-label={t('date.open-calendar')}
            aria-expanded={open}
            disabled={node.readOnly}
            onClick={() => {
              if (!open) setSession((count) => count + 1)
              startTransition(() => setOpen((isOpen) => !isOpen))
            }}
          />
        </Popover>
      </Flex>
      {problem && (
        <Card padding={2} radius={2} tone="critical" role="alert">
          <Text size={1}>{problem}</Text>
        </Card>
      )}
    </Stack>
  )
}
