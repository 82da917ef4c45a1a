import type {LakeKernel} from '../kernel.js'
import {LakeError, badRequest} from '../errors.js'

/**
 * Each user's own settings, as the Content Lake's `/users/me/keyvalue` keeps them: JSON values under
 * string keys (a studio's list layouts, sort orders, recent searches). Kept in the lake's database
 * beside users and tokens; the table is made on first use.
 */
export interface KeyValuePair {
  key: string
  value: unknown
}

export interface KeyValueStore {
  /** The value of each key (null where none is set), in the order asked. */
  get(userId: string, keys: string[]): KeyValuePair[]
  /** Sets each pair (a null value removes the key) in one transaction; answers the pairs as stored. */
  set(userId: string, pairs: KeyValuePair[]): KeyValuePair[]
}

export const KEY_VALUE_LIMITS = {
  maxKeyLength: 256,
  maxValueBytes: 256 * 1024,
  maxPairsPerRequest: 100,
  maxKeysPerUser: 1000,
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS user_key_values (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
`

const stores = new WeakMap<LakeKernel, KeyValueStore>()

export function keyValueStore(kernel: LakeKernel): KeyValueStore {
  let store = stores.get(kernel)
  if (!store) {
    store = createKeyValueStore(kernel)
    stores.set(kernel, store)
  }
  return store
}

function createKeyValueStore(kernel: LakeKernel): KeyValueStore {
  const db = kernel.sql
  if (db.dialect === 'sqlite') db.exec(SCHEMA)
  const read = db.prepare<[string, string], {value: string}>(
    'SELECT value FROM user_key_values WHERE user_id = ? AND key = ?',
  )
  const upsert = db.prepare(
    `INSERT INTO user_key_values (user_id, key, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  )
  const remove = db.prepare('DELETE FROM user_key_values WHERE user_id = ? AND key = ?')
  const countKeys = db.prepare<[string], {n: number}>(
    'SELECT count(*) AS n FROM user_key_values WHERE user_id = ?',
  )
  const write = db.transaction((userId: string, pairs: KeyValuePair[]) => {
    const now = new Date().toISOString()
    for (const {key, value} of pairs) {
      if (value === null) remove.run(userId, key)
      else upsert.run(userId, key, JSON.stringify(value), now)
    }
    if (countKeys.get(userId)!.n > KEY_VALUE_LIMITS.maxKeysPerUser) {
      // Thrown inside the transaction: nothing of this request is kept.
      throw new LakeError(413, `At most ${KEY_VALUE_LIMITS.maxKeysPerUser} keys per user: remove some first`)
    }
  })
  return {
    get(userId, keys) {
      return keys.map((key) => {
        const row = read.get(userId, key)
        return {key, value: row ? (JSON.parse(row.value) as unknown) : null}
      })
    },
    set(userId, pairs) {
      write(userId, pairs)
      return pairs.map(({key, value}) => ({key, value}))
    },
  }
}

/** A key as the Content Lake accepts it: not empty, at most 256 characters, no `,` (it separates keys in a URL) or `$`. */
export function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_VALUE_LIMITS.maxKeyLength) {
    throw badRequest(`A key must be a string of 1 to ${KEY_VALUE_LIMITS.maxKeyLength} characters`)
  }
  if (/[,$\s]/.test(key))
    throw badRequest(
      `The key ${JSON.stringify(key)} has a character keys may not have (",", "$" or white space)`,
    )
  return key
}

/** The pairs of a PUT body: an array of `{key, value}` with JSON values within the size limit. */
export function parsePairs(body: unknown): KeyValuePair[] {
  if (!Array.isArray(body)) throw badRequest('The body must be an array of {key, value} pairs')
  if (body.length > KEY_VALUE_LIMITS.maxPairsPerRequest) {
    throw badRequest(`At most ${KEY_VALUE_LIMITS.maxPairsPerRequest} pairs per request`)
  }
  return body.map((pair: unknown) => {
    if (pair === null || typeof pair !== 'object' || !('value' in pair)) {
      throw badRequest('Each pair must be an object with "key" and "value"')
    }
    const {key, value} = pair as {key: unknown; value: unknown}
    const checked = checkKey(key)
    if (Buffer.byteLength(JSON.stringify(value) ?? '') > KEY_VALUE_LIMITS.maxValueBytes) {
      throw new LakeError(
        413,
        `The value of ${JSON.stringify(checked)} is larger than ${KEY_VALUE_LIMITS.maxValueBytes / 1024} KB`,
      )
    }
    return {key: checked, value: value === undefined ? null : value}
  })
}
