/** Where the studio reads and moves the location: the browser's history, or memory in tests and stories. */
export interface StudioHistory {
  readonly location: {pathname: string; search: string; hash: string}
  push(path: string): void
  replace(path: string): void
  /** Calls `listener` after every change (own or Back/Forward); returns the unsubscribe. */
  listen(listener: () => void): () => void
}

/** The browser's history (pushState/replaceState; popstate for Back and Forward). */
export function createBrowserHistory(): StudioHistory {
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    get location() {
      const {pathname, search, hash} = window.location
      return {pathname, search, hash}
    },
    push(path) {
      window.history.pushState(null, '', path)
      notify()
    },
    replace(path) {
      window.history.replaceState(null, '', path)
      notify()
    },
    listen(listener) {
      listeners.add(listener)
      window.addEventListener('popstate', listener)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('popstate', listener)
      }
    },
  }
}

/** A history in memory; `entries` shows what was pushed and replaced (for tests). */
export interface MemoryHistory extends StudioHistory {
  readonly entries: readonly string[]
}

export function createMemoryHistory(initialPath = '/'): MemoryHistory {
  const entries = [initialPath]
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    get entries() {
      return entries
    },
    get location() {
      const url = new URL(entries[entries.length - 1], 'http://memory')
      return {pathname: url.pathname, search: url.search, hash: url.hash}
    },
    push(path) {
      entries.push(path)
      notify()
    },
    replace(path) {
      entries[entries.length - 1] = path
      notify()
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
