import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react'
import {ColorSchemeContext} from './color-scheme-context.js'
import type {ColorSchemeSetting, ColorSchemeValue} from './types.js'

const SETTINGS: readonly ColorSchemeSetting[] = ['system', 'dark', 'light']

/** The local-storage key of a studio's colour scheme (spec 000 §4: per studio). */
export function colorSchemeStorageKey(storageKey: string): string {
  return `tessera:${storageKey}:color-scheme`
}

function readSetting(key: string): ColorSchemeSetting {
  try {
    const stored = globalThis.localStorage?.getItem(key)
    return SETTINGS.includes(stored as ColorSchemeSetting) ? (stored as ColorSchemeSetting) : 'system'
  } catch {
    return 'system'
  }
}

function systemScheme(): 'dark' | 'light' {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Follows the operating system's scheme while the setting is 'system'. */
function useSystemScheme(): 'dark' | 'light' {
  const [scheme, setScheme] = useState(systemScheme)
  useEffect(() => {
    const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)')
    if (!query) return
    const onChange = () => setScheme(query.matches ? 'dark' : 'light')
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return scheme
}

export interface ColorSchemeProviderProps {
  storageKey: string
  /** Forces a scheme (e.g. from `<Studio scheme>`); the stored setting is then ignored. */
  scheme?: 'dark' | 'light'
  children: (scheme: 'dark' | 'light') => ReactNode
}

/** The colour scheme setting (system, dark or light), stored in local storage for this studio. */
export function ColorSchemeProvider({storageKey, scheme: forced, children}: ColorSchemeProviderProps) {
  const key = colorSchemeStorageKey(storageKey)
  const [setting, setStoredSetting] = useState(() => readSetting(key))
  const system = useSystemScheme()
  const setSetting = useCallback(
    (next: ColorSchemeSetting) => {
      setStoredSetting(next)
      try {
        globalThis.localStorage?.setItem(key, next)
      } catch {
        // Storage may be full or disabled; the choice then lasts until reload.
      }
    },
    [key],
  )
  const scheme = forced ?? (setting === 'system' ? system : setting)
  const value = useMemo<ColorSchemeValue>(
    () => ({setting, scheme, setSetting}),
    [setting, scheme, setSetting],
  )
  return <ColorSchemeContext value={value}>{children(scheme)}</ColorSchemeContext>
}
