import {Checkbox, Select} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import type {DateLastValue, DateRangeValue, DateValue} from '@tessera/store'
import {DateTextInput} from './date-text-input.js'
import {NumberInput} from './number-editors.js'
import {useSearchText, type SearchMessageKey} from '../../messages.js'

export function DateInput(props: {
  kind: 'date' | 'datetime'
  value: DateValue | null
  onChange(value: DateValue): void
}) {
  const t = useSearchText()
  const value = props.value ?? {date: null, includeTime: false}
  const withTime = props.kind === 'datetime' && value.includeTime === true
  return (
    <Stack gap={2}>
      <DateTextInput
        kind={props.kind}
        label={t('search.filter.date')}
        withTime={withTime}
        value={value.date}
        onChange={(date) => props.onChange({...value, date})}
      />
      {props.kind === 'datetime' && (
        <IncludeTime checked={withTime} onChange={(includeTime) => props.onChange({...value, includeTime})} />
      )}
    </Stack>
  )
}

function IncludeTime(props: {checked: boolean; onChange(checked: boolean): void}) {
  const t = useSearchText()
  return (
    <Flex as="label" align="center" gap={2}>
      <Checkbox checked={props.checked} onChange={(event) => props.onChange(event.currentTarget.checked)} />
      <Text size={1}>{t('search.filter.include-time')}</Text>
    </Flex>
  )
}

export function DateRangeInput(props: {
  kind: 'date' | 'datetime'
  value: DateRangeValue | null
  onChange(value: DateRangeValue): void
}) {
  const t = useSearchText()
  const value = props.value ?? {from: null, to: null, includeTime: false}
  const withTime = props.kind === 'datetime' && value.includeTime === true
  return (
    <Stack gap={2}>
      <DateTextInput
        kind={props.kind}
        label={t('search.filter.from')}
        withTime={withTime}
        value={value.from}
        onChange={(from) => props.onChange({...value, from})}
      />
      <Text size={1} muted>
        to
      </Text>
      <DateTextInput
        kind={props.kind}
        label={t('search.filter.to')}
        withTime={withTime}
        value={value.to}
        onChange={(to) => props.onChange({...value, to})}
      />
      {props.kind === 'datetime' && (
        <IncludeTime checked={withTime} onChange={(includeTime) => props.onChange({...value, includeTime})} />
      )}
    </Stack>
  )
}

const UNITS: {value: DateLastValue['unit']; title: SearchMessageKey}[] = [
  {value: 'day', title: 'search.filter.unit.day'},
  {value: 'month', title: 'search.filter.unit.month'},
  {value: 'year', title: 'search.filter.unit.year'},
]

export function DateLastInput(props: {value: DateLastValue | null; onChange(value: DateLastValue): void}) {
  const t = useSearchText()
  const value = props.value ?? {unit: 'day', unitValue: 7}
  return (
    <Flex gap={2}>
      <NumberInput
        label={t('search.filter.how-many')}
        value={value.unitValue}
        onChange={(unitValue) => props.onChange({...value, unitValue})}
      />
      <Select
        fontSize={1}
        aria-label={t('search.filter.unit')}
        value={value.unit}
        onChange={(event) =>
          props.onChange({...value, unit: event.currentTarget.value as DateLastValue['unit']})
        }
      >
        {UNITS.map((unit) => (
          <option key={unit.value} value={unit.value}>
            {t(unit.title)}
          </option>
        ))}
      </Select>
    </Flex>
  )
}
