import type {FormPresence} from '../state/types.js'

export interface FieldPresenceProps {
  presence: readonly FormPresence[]
}

/** Avatars of the people at this field (spec/001 §9). (Placeholder.) */
export function FieldPresence({presence}: FieldPresenceProps) {
  if (presence.length === 0) return null
  return <span data-field-presence={presence.length} />
}
