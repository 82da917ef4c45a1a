/** The local-storage key of a project's locale choice (spec 000 §9: per project). */
export function localeStorageKey(projectId: string): string {
  return `tessera:${projectId}:locale`
}

export function readStoredLocale(projectId: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(localeStorageKey(projectId)) ?? undefined
  } catch {
    return undefined
  }
}

export function storeLocale(projectId: string, locale: string): void {
  try {
    globalThis.localStorage?.setItem(localeStorageKey(projectId), locale)
  } catch {
    // Storage may be disabled; the choice then lasts until reload.
  }
}
