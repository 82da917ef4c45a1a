import type {IntentName, IntentParams} from '../config/types.js'
import {joinPath} from './paths.js'

/** The first segment below a base path that starts an intent. */
export const INTENT_SEGMENT = 'intent'

const INTENT_NAMES: readonly IntentName[] = ['create', 'edit']

export interface ParsedIntent {
  intent: IntentName
  params: IntentParams
}

/** True when the segments below a base path form an intent route: ['intent', ...]. */
export function isIntentRoute(segments: readonly string[]): boolean {
  return segments[0] === INTENT_SEGMENT
}

/**
 * Reads ['intent', 'edit', 'id=post-1;type=post'] (the segments below a base path). Returns undefined
 * for anything that is not a create or edit intent, or whose parameters do not parse.
 */
export function parseIntentSegments(segments: readonly string[]): ParsedIntent | undefined {
  const [head, intent, paramsSegment] = segments
  if (head !== INTENT_SEGMENT || !isIntentName(intent)) return undefined
  const params = paramsSegment === undefined ? {} : parseIntentParams(paramsSegment)
  return params && {intent, params}
}

/** '/{basePath}/intent/{intent}/key=value;key=value'; keys and values are URI-encoded. */
export function intentPath(basePath: string, intent: IntentName, params: IntentParams = {}): string {
  const encoded = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join(';')
  return encoded === ''
    ? joinPath(basePath, INTENT_SEGMENT, intent)
    : joinPath(basePath, INTENT_SEGMENT, intent, encoded)
}

function parseIntentParams(segment: string): IntentParams | undefined {
  const params: IntentParams = {}
  for (const pair of segment.split(';')) {
    if (pair === '') continue
    const separator = pair.indexOf('=')
    if (separator <= 0) return undefined
    const key = safeDecode(pair.slice(0, separator))
    const value = safeDecode(pair.slice(separator + 1))
    if (key === undefined || value === undefined) return undefined
    params[key] = value
  }
  return params
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function isIntentName(value: string | undefined): value is IntentName {
  return INTENT_NAMES.includes(value as IntentName)
}
