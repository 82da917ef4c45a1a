import {memo, useEffect, useState} from 'react'
import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {InfoOutlineIcon} from '@sanity/icons/InfoOutline'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Spinner} from '@sanity/ui'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import {useFormText, validationMessagesCount, validationSummary, type FormText} from '@tessera/form'
import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {useStructureText} from '../../i18n/structure-strings.js'

export type ValidationLevel = ValidationMarker['level']

/** The form's icons and tones per level (its `FieldValidationStatus`), so both read the same. */
export const LEVEL_ICONS = {
  error: ErrorOutlineIcon,
  warning: WarningOutlineIcon,
  info: InfoOutlineIcon,
} as const
export const LEVEL_TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const
export const LEVEL_ORDER: Record<ValidationLevel, number> = {error: 0, warning: 1, info: 2}

/** The highest level present: error, then warning, then info; undefined without markers. */
export function highestValidationLevel(markers: readonly ValidationMarker[]): ValidationLevel | undefined {
  let highest: ValidationLevel | undefined
  for (const marker of markers) {
    if (highest === undefined || LEVEL_ORDER[marker.level] < LEVEL_ORDER[highest]) highest = marker.level
  }
  return highest
}

/** The button's label: the form's '2 errors, 1 warning', or a count of messages when only info. */
export function validationButtonLabel(markers: readonly ValidationMarker[], t?: FormText): string {
  return validationSummary(markers, t) || validationMessagesCount(markers, t)
}

export interface ValidationSummaryProps {
  /** The document's validation markers (the form's `useDocumentValidation`). */
  markers: readonly ValidationMarker[]
  /** The document's schema type, to name each marker's field. */
  schemaType: SchemaType
  /** The document, so array items can be named by their type and position. */
  value?: Record<string, unknown> | null
  /** Moves to a marker's field (the pane focuses that path in the form). */
  onJump(path: Path): void
  /** A validation run is under way (spec/001 §4: 'Validating, then a list of results'). */
  validating?: boolean
}

/**
 * How long a run must last before the header says 'Validating…': runs every 200 ms while typing and
 * most end within milliseconds, so only a slow one (custom validators, slug uniqueness) is shown.
 */
export const VALIDATING_SHOWN_AFTER_MS = 400

function useLasting(flag: boolean, afterMs: number): boolean {
  const [lasting, setLasting] = useState(false)
  useEffect(() => {
    if (!flag) {
      setLasting(false)
      return
    }
    const timer = setTimeout(() => setLasting(true), afterMs)
    return () => clearTimeout(timer)
  }, [flag, afterMs])
  return flag && lasting
}

/** The header's 'Validating…' state: a spinner in place of the level icon. */
function ValidatingButton() {
  const t = useStructureText()
  return (
    <Button
      mode="bleed"
      icon={<Spinner muted />}
      aria-label={t('validation.validating')}
      title={t('validation.validating')}
      data-validating=""
      disabled
    />
  )
}

const markerItemsCode = createCodeLoader(() =>
  import('./validation-summary-items.js').then((module) => module.ValidationSummaryItems),
)

/**
 * The document's validation in the pane header: a button with the icon of the highest level and the
 * number of markers, opening a list of every marker (errors first) with its field's title and message;
 * choosing one calls `onJump(path)`. Nothing when there are no markers; a spinner while a run lasts
 * longer than VALIDATING_SHOWN_AFTER_MS. Memoised: it re-renders when
 * validation does, not on every keystroke.
 */
export const ValidationSummary = memo(function ValidationSummary({
  markers,
  schemaType,
  value,
  onJump,
  validating = false,
}: ValidationSummaryProps) {
  const level = highestValidationLevel(markers)
  const showValidating = useLasting(validating, VALIDATING_SHOWN_AFTER_MS)
  const t = useStructureText()
  const formText = useFormText()
  if (showValidating) return <ValidatingButton />
  if (!level) return null
  const Icon = LEVEL_ICONS[level]
  const label = validationButtonLabel(markers, formText)
  return (
    <LazyMenuButton
      id="document-validation"
      button={
        <Button
          mode="bleed"
          tone={LEVEL_TONES[level]}
          icon={Icon}
          text={String(markers.length)}
          aria-label={t('validation.label', {summary: label})}
          data-validation-level={level}
        />
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menuProps={{style: {maxWidth: 320}}}
      items={markerItemsCode}
      itemsProps={{markers, schemaType, value, onJump, label}}
    />
  )
})
