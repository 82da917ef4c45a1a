import {Observable, ReplaySubject, Subject, concat, defer, filter, map, of, takeUntil} from 'rxjs'
import {browserLocalStorage, createMemoryStorage, type StorageLike} from './memory-storage.js'

/** Where the store reports what it could not do; defaults to the console. */
export interface SettingsLogger {
  warn(message: string, error?: unknown): void
}

export interface KeyValueStoreOptions {
  /** Local storage by default, memory where there is none. */
  storage?: StorageLike
  logger?: SettingsLogger
}

/** Settings under one namespace: keys are stored as `namespace::key`. */
export interface NamespacedSettings {
  getKey<T>(key: string, defaultValue: T): Observable<T>
  setKey<T>(key: string, value: T): void
}

export interface KeyValueStore {
  /** The value now, then every change made through this store. `key` is the full `namespace::key`. */
  getKey<T>(key: string, defaultValue: T): Observable<T>
  /** Stores a value as JSON; `undefined` removes it. */
  setKey<T>(key: string, value: T): void
  forNamespace(namespace: string): NamespacedSettings
  /** Completes every stream from getKey. */
  dispose(): void
}

export const NAMESPACE_SEPARATOR = '::'

export function settingsKey(namespace: string, key: string): string {
  return `${namespace}${NAMESPACE_SEPARATOR}${key}`
}

export function createKeyValueStore(options: KeyValueStoreOptions = {}): KeyValueStore {
  const storage = options.storage ?? browserLocalStorage() ?? createMemoryStorage()
  const logger: SettingsLogger = options.logger ?? {warn: (message, error) => console.warn(message, error)}
  const changes$ = new Subject<{key: string; value: unknown}>()
  // A replaying subject, so streams subscribed after dispose() end at once too.
  const disposed$ = new ReplaySubject<void>(1)
  // Values the storage refused to keep: they still apply until the store is gone.
  const unsaved = new Map<string, unknown>()

  function read<T>(key: string, defaultValue: T): T {
    if (unsaved.has(key)) {
      const value = unsaved.get(key)
      return value === undefined ? defaultValue : (value as T)
    }
    let raw: string | null
    try {
      raw = storage.getItem(key)
    } catch (error) {
      logger.warn(`Could not read the setting "${key}" from storage; using its default value`, error)
      return defaultValue
    }
    if (raw === null) return defaultValue
    try {
      return JSON.parse(raw) as T
    } catch (error) {
      logger.warn(`The setting "${key}" is not valid JSON; using its default value`, error)
      return defaultValue
    }
  }

  function getKey<T>(key: string, defaultValue: T): Observable<T> {
    return concat(
      defer(() => of(read(key, defaultValue))),
      changes$.pipe(
        filter((change) => change.key === key),
        map((change) => (change.value === undefined ? defaultValue : (change.value as T))),
      ),
    ).pipe(takeUntil(disposed$))
  }

  function setKey<T>(key: string, value: T): void {
    try {
      if (value === undefined) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(value))
      unsaved.delete(key)
    } catch (error) {
      // A full or blocked storage must not break the studio: the value still applies for this session.
      unsaved.set(key, value)
      logger.warn(`Could not write the setting "${key}" to storage`, error)
    }
    changes$.next({key, value})
  }

  return {
    getKey,
    setKey,
    forNamespace(namespace) {
      return {
        getKey: (key, defaultValue) => getKey(settingsKey(namespace, key), defaultValue),
        setKey: (key, value) => setKey(settingsKey(namespace, key), value),
      }
    },
    dispose() {
      disposed$.next()
      disposed$.complete()
      changes$.complete()
    },
  }
}
