import type {I18n} from '../i18n/create-i18n.js'

/**
 * A promise React's `use` reads without suspending: React checks a thenable's `status` before
 * waiting on it, so namespaces that need no loading never flash a fallback.
 */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), {status: 'fulfilled', value: undefined})
}

/**
 * `i18n.loadNamespace` with one promise per locale and namespace, so a suspended component gets the
 * same promise back when React retries it. A failed load is forgotten, to be tried again.
 */
export function createNamespaceLoader(i18n: I18n): (namespace: string) => Promise<void> {
  const loads = new Map<string, Promise<void>>()
  return (namespace) => {
    // Per locale: after a locale change the namespace may need that locale's bundles.
    const key = `${i18n.locale}\u0000${namespace}`
    let load = loads.get(key)
    if (!load) {
      load = i18n.isNamespaceLoaded(namespace) ? fulfilled() : i18n.loadNamespace(namespace)
      loads.set(key, load)
      // Forget a failed load so the next render (after an error boundary resets) tries again.
      load.catch(() => loads.delete(key))
    }
    return load
  }
}
