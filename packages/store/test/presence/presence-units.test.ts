import {describe, expect, it} from 'vitest'
import {
  getPresenceSessionId,
  parsePresenceMessage,
  presenceReconnectDelay,
  PRESENCE_SESSION_ID_STORAGE_KEY,
} from '../../src/presence/index.js'
import {memoryStorage} from './presence-helpers.js'

describe('presence messages', () => {
  it("accepts the lake's events", () => {
    const state = {type: 'state', userId: 'u', sessionId: 's', timestamp: 't', locations: []}
    expect(parsePresenceMessage(JSON.stringify(state))).toEqual(state)
    expect(parsePresenceMessage('{"type":"error","message":"no"}')).toEqual({type: 'error', message: 'no'})
  })

  it('rejects anything else as an unknown event', () => {
    for (const data of ['{"type":"presence_announce"}', '{}', 'not json', new Uint8Array([1])]) {
      expect(() => parsePresenceMessage(data)).toThrow(new Error('Got unknown presence event'))
    }
  })
})

describe('presence reconnects', () => {
  it('waits 100 ms, doubling per attempt, up to 4 minutes', () => {
    expect([0, 1, 2, 3, 10, 11, 20].map(presenceReconnectDelay)).toEqual([
      100, 200, 400, 800, 102_400, 204_800, 240_000,
    ])
  })
})

describe('presence session id', () => {
  it('replaces a malformed stored id and survives broken storage', () => {
    const storage = memoryStorage()
    storage.setItem(PRESENCE_SESSION_ID_STORAGE_KEY, 'short')
    const id = getPresenceSessionId(storage)
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(storage.getItem(PRESENCE_SESSION_ID_STORAGE_KEY)).toBe(id)
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(getPresenceSessionId(broken)).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(getPresenceSessionId(undefined)).toMatch(/^[A-Za-z0-9]{16}$/)
  })
})
