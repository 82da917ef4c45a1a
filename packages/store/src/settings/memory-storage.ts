/** The part of the Web Storage API (localStorage) the stores use. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** An in-memory Storage, for where there is no localStorage (servers, tests, blocked storage). */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

/** The browser's localStorage when it exists and can be used, else null. */
export function browserLocalStorage(): StorageLike | null {
  try {
    const storage = (globalThis as {localStorage?: Storage}).localStorage
    return storage ?? null
  } catch {
    // Reading localStorage throws where the browser blocks it (sandboxed frames, some privacy modes).
    return null
  }
}
