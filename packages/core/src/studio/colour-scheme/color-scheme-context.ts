import {createContext, useContext} from 'react'
import type {ColorSchemeValue} from './types.js'

export const ColorSchemeContext = createContext<ColorSchemeValue | null>(null)

/** The studio's colour scheme; throws outside `<Studio>` (stories get one from the preview). */
export function useColorScheme(): ColorSchemeValue {
  const value = useContext(ColorSchemeContext)
  if (!value) throw new Error('useColorScheme() must be used inside <Studio> or a ColorSchemeContext')
  return value
}
