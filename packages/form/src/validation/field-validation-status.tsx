import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {InfoOutlineIcon} from '@sanity/icons/InfoOutline'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {ValidationMarker} from '@tessera/types'
import {LazyTooltip} from '@tessera/kit'
import {englishFormText, useFormText, type FormText} from '../i18n/form-strings.js'

export interface FieldValidationStatusProps {
  validation: readonly ValidationMarker[]
}

export type ValidationLevel = ValidationMarker['level']

/** The border tone of a field: its worst marker, else transparent when read-only (spec/001 §5 end). */
export type FieldTone = 'critical' | 'caution' | 'transparent' | 'default'

/** Tooltip limits of spec/001 §9. */
export const VALIDATION_TOOLTIP_MAX_WIDTH = 200
export const VALIDATION_TOOLTIP_FALLBACK_PLACEMENTS = ['bottom', 'right', 'left'] as const

const LEVEL_TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const
const LEVEL_ICONS = {error: ErrorOutlineIcon, warning: WarningOutlineIcon, info: InfoOutlineIcon} as const

/** The highest level present: error, then warning, then info; undefined without markers. */
export function highestLevel(validation: readonly ValidationMarker[]): ValidationLevel | undefined {
  if (validation.some((marker) => marker.level === 'error')) return 'error'
  if (validation.some((marker) => marker.level === 'warning')) return 'warning'
  return validation.length > 0 ? 'info' : undefined
}

/** 'critical' with errors, 'caution' with warnings, 'transparent' when read-only, 'default' otherwise. */
export function fieldTone(validation: readonly ValidationMarker[], readOnly: boolean): FieldTone {
  const level = highestLevel(validation)
  if (level === 'error') return 'critical'
  if (level === 'warning') return 'caution'
  return readOnly ? 'transparent' : 'default'
}

/**
 * Errors and warnings counted: '2 errors, 1 warning'; zero counts are left out ('' with neither). In
 * English unless given the form's translate function (`useFormText`).
 */
export function validationSummary(
  validation: readonly ValidationMarker[],
  t: FormText = englishFormText,
): string {
  const errors = validation.filter((marker) => marker.level === 'error').length
  const warnings = validation.filter((marker) => marker.level === 'warning').length
  const parts: string[] = []
  if (errors > 0)
    parts.push(t(errors === 1 ? 'validation.errors-one' : 'validation.errors-other', {count: errors}))
  if (warnings > 0)
    parts.push(t(warnings === 1 ? 'validation.warnings-one' : 'validation.warnings-other', {count: warnings}))
  return parts.join(', ')
}

/** '3 messages': what the markers are when none is an error or warning. */
export function validationMessagesCount(
  validation: readonly ValidationMarker[],
  t: FormText = englishFormText,
): string {
  const count = validation.length
  return t(count === 1 ? 'validation.messages-one' : 'validation.messages-other', {count})
}

/**
 * The icon of the highest level present (spec/001 §2), coloured by level, with a tooltip listing the
 * messages and counting errors and warnings. Nothing without markers.
 */
export function FieldValidationStatus({validation}: FieldValidationStatusProps) {
  const level = highestLevel(validation)
  const t = useFormText()
  if (!level) return null
  const Icon = LEVEL_ICONS[level]
  const summary = validationSummary(validation, t)
  const content = (
    <Stack gap={3} padding={2} style={{maxWidth: VALIDATION_TOOLTIP_MAX_WIDTH}} data-validation-tooltip="">
      {validation.map((marker, index) => {
        const MarkerIcon = LEVEL_ICONS[marker.level]
        return (
          <Flex key={index} gap={2} data-level={marker.level}>
            <Card as="span" tone={LEVEL_TONES[marker.level]} style={{background: 'transparent'}}>
              <Text size={1} accent>
                <MarkerIcon />
              </Text>
            </Card>
            <Box flex={1}>
              <Text size={1}>{marker.message}</Text>
            </Box>
          </Flex>
        )
      })}
      {summary && (
        <Text size={1} muted>
          {summary}
        </Text>
      )}
    </Stack>
  )
  return (
    <LazyTooltip
      portal
      placement="top"
      fallbackPlacements={[...VALIDATION_TOOLTIP_FALLBACK_PLACEMENTS]}
      content={content}
    >
      <Card
        as="span"
        tone={LEVEL_TONES[level]}
        style={{background: 'transparent', display: 'inline-flex'}}
        tabIndex={0}
        role="img"
        aria-label={summary || validationMessagesCount(validation, t)}
        data-validation-status={level}
      >
        <Text size={1} accent>
          <Icon />
        </Text>
      </Card>
    </LazyTooltip>
  )
}
