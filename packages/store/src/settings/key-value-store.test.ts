import {firstValueFrom, take, toArray} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {createKeyValueStore} from './key-value-store.js'
import {createMemoryStorage} from './memory-storage.js'

function recordingLogger() {
  const warnings: string[] = []
  return {warnings, logger: {warn: (message: string) => void warnings.push(message)}}
}

describe('the key-value settings store', () => {
  it('stores JSON under namespace::key and emits every change', async () => {
    const storage = createMemoryStorage()
    const store = createKeyValueStore({storage})
    const layout = store.forNamespace('structure-tool')
    const values = firstValueFrom(layout.getKey('pane-width', 320).pipe(take(3), toArray()))
    layout.setKey('pane-width', 400)
    layout.setKey('pane-width', undefined)
    expect(await values).toEqual([320, 400, 320])
    layout.setKey('pane-width', {wide: true})
    expect(storage.getItem('structure-tool::pane-width')).toBe('{"wide":true}')
    expect(await firstValueFrom(store.getKey('structure-tool::pane-width', null))).toEqual({wide: true})
  })

  it('reads values a previous session stored', async () => {
    const storage = createMemoryStorage()
    storage.setItem('search::recent', '["a","b"]')
    const store = createKeyValueStore({storage})
    expect(await firstValueFrom(store.forNamespace('search').getKey('recent', []))).toEqual(['a', 'b'])
  })

  it('gives the default value with a warning when the stored JSON does not parse', async () => {
    const storage = createMemoryStorage()
    storage.setItem('ns::broken', '{not json')
    const {warnings, logger} = recordingLogger()
    const store = createKeyValueStore({storage, logger})
    expect(await firstValueFrom(store.getKey('ns::broken', 'fallback'))).toBe('fallback')
    expect(warnings).toEqual(['The setting "ns::broken" is not valid JSON; using its default value'])
  })

  it('logs and ignores storage failures; the value still applies for this session', async () => {
    const storage = createMemoryStorage()
    const failing: Storage = {
      ...storage,
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError')
      },
    }
    const {warnings, logger} = recordingLogger()
    const store = createKeyValueStore({storage: failing, logger})
    const values = firstValueFrom(store.getKey('ns::k', 1).pipe(take(2), toArray()))
    expect(() => store.setKey('ns::k', 2)).not.toThrow()
    expect(await values).toEqual([1, 2])
    expect(await firstValueFrom(store.getKey('ns::k', 1))).toBe(2)
    expect(await firstValueFrom(store.getKey('ns::other', 'x'))).toBe('x')
    expect(warnings).toEqual([
      'Could not read the setting "ns::k" from storage; using its default value',
      'Could not write the setting "ns::k" to storage',
      'Could not read the setting "ns::other" from storage; using its default value',
    ])
  })

  it('keeps to memory without a storage, per store', async () => {
    const a = createKeyValueStore()
    const b = createKeyValueStore()
    a.setKey('ns::k', 'a')
    expect(await firstValueFrom(a.getKey('ns::k', ''))).toBe('a')
    expect(await firstValueFrom(b.getKey('ns::k', ''))).toBe('')
  })

  it('completes its streams when disposed', async () => {
    const store = createKeyValueStore({storage: createMemoryStorage()})
    const values = firstValueFrom(store.getKey('ns::k', 0).pipe(toArray()))
    store.dispose()
    expect(await values).toEqual([0])
  })
})
