import type {ValidationMarker} from '@tessera/types'

export interface FieldValidationStatusProps {
  validation: readonly ValidationMarker[]
}

/** The icon of the highest level present, with a summary tooltip (spec/001 §2). (Placeholder.) */
export function FieldValidationStatus({validation}: FieldValidationStatusProps) {
  if (validation.length === 0) return null
  return <span data-validation-status={validation[0]?.level} />
}
