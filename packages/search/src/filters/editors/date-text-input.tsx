import {TextInput} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {DATE_FORMAT_EXAMPLE, DATETIME_FORMAT_EXAMPLE} from '@tessera/store'
import {useEffect, useState} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {useSearchText} from '../../messages.js'
import {formatDate, formatDatetime, parseDateText, parseDatetimeText} from './date-format.js'

export interface DateTextInputProps {
  /** 'YYYY-MM-DD' for dates, an ISO instant for datetimes, or null. */
  value: string | null
  withTime: boolean
  /** Dates of `date` fields are days; datetimes are instants. */
  kind: 'date' | 'datetime'
  label: string
  onChange(value: string | null): void
}

function show(value: string | null, kind: 'date' | 'datetime', withTime: boolean): string {
  if (!value) return ''
  return kind === 'date' ? formatDate(value) : formatDatetime(value, withTime)
}

/**
 * A date typed as text (spec/002 §5): read on blur or Enter; text that does not parse shows
 * 'Invalid date' (or 'Invalid datetime') with the format it must have.
 */
export function DateTextInput(props: DateTextInputProps) {
  const {value, withTime, kind} = props
  const [text, setText] = useState(() => show(value, kind, withTime))
  const [invalid, setInvalid] = useState(false)
  const t = useSearchText()
  useEffect(() => {
    setText(show(value, kind, withTime))
    setInvalid(false)
  }, [value, kind, withTime])

  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false)
      props.onChange(null)
      return
    }
    const parsed =
      kind === 'date'
        ? parseDateText(text)
        : withTime
          ? parseDatetimeText(text)
          : (() => {
              const day = parseDateText(text)
              return day ? new Date(`${day}T00:00:00`).toISOString() : undefined
            })()
    setInvalid(parsed === undefined)
    if (parsed !== undefined) props.onChange(parsed)
  }
  const example = withTime ? DATETIME_FORMAT_EXAMPLE : DATE_FORMAT_EXAMPLE
  // The example stays English: the text is read with the spec's English pattern ('MMM d, yyyy').
  const message = t(withTime ? 'search.filter.invalid-datetime' : 'search.filter.invalid-date')

  return (
    <Box>
      <LazyTooltip
        portal
        disabled={!invalid}
        content={
          <Box padding={2}>
            <Text size={1}>{t('search.filter.format-hint', {example})}</Text>
          </Box>
        }
      >
        <TextInput
          fontSize={1}
          aria-label={props.label}
          placeholder={example}
          value={text}
          customValidity={invalid ? message : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              event.stopPropagation()
              commit()
            }
          }}
        />
      </LazyTooltip>
      {invalid && (
        <Box marginTop={2}>
          <Text size={1} style={{color: 'var(--card-badge-critical-fg-color, #c00)'}} role="alert">
            {message}
          </Text>
        </Box>
      )}
    </Box>
  )
}
