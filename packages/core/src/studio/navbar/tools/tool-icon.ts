import {isValidElement, type ElementType, type ReactNode} from 'react'

/** A tool's configured icon when it is renderable (config icons are `unknown`). */
export function toolIcon(icon: unknown): ElementType | ReactNode | undefined {
  if (isValidElement(icon)) return icon
  if (typeof icon === 'function') return icon as ElementType
  // React.memo / forwardRef components are objects with $$typeof.
  if (typeof icon === 'object' && icon !== null && '$$typeof' in icon) return icon as ElementType
  return undefined
}
