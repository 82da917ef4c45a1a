import {useDocumentValidationState} from '@tessera/form'
import type {Schema, ValidationMarker} from '@tessera/types'
import {createValueStore, useValueStore, type ValueStore} from '@tessera/kit'
import {useLayoutEffect} from 'react'
import {ValidationSummary, type ValidationSummaryProps} from './header/index.js'

/**
 * Whether a validation run is under way, outside React state: it flips at the start and end of runs
 * that outlast a moment, several times a minute while someone types, and only the validation summary
 * shows it. Held in the pane's state it rendered the pane's header and frame with every flip.
 */
export type ValidatingFlag = ValueStore<boolean>

export function createValidatingFlag(): ValidatingFlag {
  return createValueStore(false)
}

export interface DocumentValidationRunnerProps {
  document: Record<string, unknown> | undefined
  schema: Schema
  client: Parameters<typeof useDocumentValidationState>[2]
  /** New markers (the same array while they stay the same). */
  onMarkers(markers: ValidationMarker[]): void
  validating: ValidatingFlag
}

/**
 * Validates the pane's document (form's `useDocumentValidationState`) and hands the markers to the
 * pane and the run's state to `validating`. A component of its own, rendering nothing, so a flip of
 * the flag renders this alone; the markers reach the pane before the frame is painted.
 */
export function DocumentValidationRunner({
  document,
  schema,
  client,
  onMarkers,
  validating,
}: DocumentValidationRunnerProps) {
  const state = useDocumentValidationState(document, schema, client)
  useLayoutEffect(() => onMarkers(state.markers), [state.markers, onMarkers])
  useLayoutEffect(() => validating.set(state.validating), [state.validating, validating])
  return null
}

/** The validation summary with the run's state read from `flag`. */
export function LiveValidationSummary({
  flag,
  ...props
}: Omit<ValidationSummaryProps, 'validating'> & {flag: ValidatingFlag}) {
  const validating = useValueStore(flag)
  return <ValidationSummary {...props} validating={validating} />
}
