import type {PresenceServerMessage} from '@tessera/types'

const KNOWN_TYPES = new Set(['state', 'rollCall', 'disconnect', 'error'])

/** Parses a message from the presence socket; anything but a known event is an error. */
export function parsePresenceMessage(data: unknown): PresenceServerMessage {
  let message: unknown
  try {
    message = typeof data === 'string' ? JSON.parse(data) : undefined
  } catch {
    message = undefined
  }
  const type = (message as {type?: unknown} | undefined)?.type
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) throw new Error('Got unknown presence event')
  return message as PresenceServerMessage
}
