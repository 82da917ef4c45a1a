import {randomBytes} from 'node:crypto'

export const DRAFTS_PREFIX = 'drafts.'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random 22-character base-62 id, the shape the hosted service uses for documents and transactions. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length * 2)
  let id = ''
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    // 248 is the largest multiple of 62 below 256: rejecting above it keeps the characters uniform.
    if (bytes[i] < 248) id += ALPHABET[bytes[i] % 62]
  }
  return id.length === length ? id : id + randomId(length - id.length)
}

/** A random array item key: 12 hex characters, like the studio generates. */
export function randomKey(): string {
  return randomBytes(6).toString('hex')
}

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/
export const MAX_ID_LENGTH = 200

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id) && !id.includes('..')
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function getPublishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id
}

export function getDraftId(id: string): string {
  return isDraftId(id) ? id : DRAFTS_PREFIX + id
}

/** Ids under `drafts.` or `versions.` are not part of the published perspective. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith('versions.')
}

const DATASET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/

export function isValidDatasetName(name: string): boolean {
  return DATASET_PATTERN.test(name)
}
