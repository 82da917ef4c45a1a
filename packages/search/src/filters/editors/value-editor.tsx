import {Select, TextInput} from '@sanity/ui'
import type {
  DateLastValue,
  DateRangeValue,
  DateValue,
  OperatorInputKind,
  ReferenceValue,
  SearchFieldDefinition,
} from '@tessera/store'
import type {ReactNode} from 'react'
import {DateInput, DateLastInput, DateRangeInput} from './date-editors.js'
import {NumberInput, NumberRangeInput} from './number-editors.js'
import {ReferenceInput, type ReferenceFinder} from './reference-input.js'
import {useSearchText} from '../../messages.js'

export interface ValueEditorProps {
  inputKind: OperatorInputKind
  value: unknown
  field: SearchFieldDefinition | undefined
  findReferences?: ReferenceFinder
  renderReferencePreview?(hit: {id: string; type: string}): ReactNode
  onChange(value: unknown): void
}

/** The value editor of an operator's input kind (spec 000 §2.6: dates, numbers, strings, references, booleans, arrays). */
export function ValueEditor(props: ValueEditorProps) {
  const {inputKind, value, onChange} = props
  const t = useSearchText()
  switch (inputKind) {
    case 'none':
      return null
    case 'boolean':
      return (
        <Select
          fontSize={1}
          aria-label={t('search.filter.value')}
          value={String(value ?? true)}
          onChange={(event) => onChange(event.currentTarget.value === 'true')}
        >
          <option value="true">{t('search.filter.true')}</option>
          <option value="false">{t('search.filter.false')}</option>
        </Select>
      )
    case 'number':
      return (
        <NumberInput
          label={t('search.filter.value')}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      )
    case 'numberRange':
      return (
        <NumberRangeInput
          value={value as {from: number | null; to: number | null} | null}
          onChange={onChange}
        />
      )
    case 'string':
      return (
        <TextInput
          fontSize={1}
          aria-label={t('search.filter.value')}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'stringList': {
      const options = props.field?.options ?? []
      const index = options.findIndex((option) => option.value === value)
      return (
        <Select
          fontSize={1}
          aria-label={t('search.filter.value')}
          value={index < 0 ? '' : String(index)}
          onChange={(event) =>
            onChange(
              event.currentTarget.value === '' ? null : options[Number(event.currentTarget.value)].value,
            )
          }
        >
          <option value="">{t('search.filter.choose')}</option>
          {options.map((option, at) => (
            <option key={at} value={at}>
              {option.title}
            </option>
          ))}
        </Select>
      )
    }
    case 'reference':
      return (
        <ReferenceInput
          value={value as ReferenceValue | null}
          types={props.field?.referenceTypes}
          find={props.findReferences}
          renderPreview={props.renderReferencePreview}
          onChange={onChange}
        />
      )
    case 'asset':
      return (
        <TextInput
          fontSize={1}
          aria-label={t('search.filter.asset-id')}
          placeholder={t('search.filter.asset-id-placeholder')}
          value={(value as ReferenceValue | null)?._ref ?? ''}
          onChange={(event) => onChange(event.currentTarget.value ? {_ref: event.currentTarget.value} : null)}
        />
      )
    case 'date':
    case 'datetime':
      return <DateInput kind={inputKind} value={value as DateValue | null} onChange={onChange} />
    case 'dateRange':
      return <DateRangeInput kind="date" value={value as DateRangeValue | null} onChange={onChange} />
    case 'datetimeRange':
      return <DateRangeInput kind="datetime" value={value as DateRangeValue | null} onChange={onChange} />
    case 'dateLast':
    case 'datetimeLast':
      return <DateLastInput value={value as DateLastValue | null} onChange={onChange} />
  }
}
