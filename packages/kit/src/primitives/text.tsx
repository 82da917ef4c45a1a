import type {ElementType, HTMLAttributes, ReactNode, Ref} from 'react'
import {useTheme} from 'styled-components'
import {primitiveSheet} from './style-sheet.js'
import {textBaseClass, textClass, type TextStyleProps} from './text-style.js'

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, TextStyleProps {
  as?: ElementType
  ref?: Ref<HTMLDivElement>
  children?: ReactNode
  /** 'ellipsis': one line, cut with an ellipsis where it overflows. */
  textOverflow?: 'ellipsis'
  /** A label's `for`. */
  htmlFor?: string
  [attribute: `data-${string}`]: string | number | boolean | undefined
}

/**
 * Text in the theme's text font with @sanity/ui's Text props (size, weight, align, muted, accent,
 * textOverflow) and its look, including the trimmed line box, as a plain element with class names
 * made once per style (see style-sheet.ts).
 */
export function Text({
  as: As = 'div',
  size,
  weight,
  align,
  muted,
  accent,
  textOverflow,
  className,
  children,
  ...rest
}: TextProps) {
  const sheet = primitiveSheet(useTheme())
  const own = `${textBaseClass(sheet)} ${textClass(sheet, {size, weight, align, muted, accent})}`
  return (
    <As data-ui="Text" {...rest} className={className ? `${own} ${className}` : own}>
      <span>{textOverflow === 'ellipsis' ? <span data-text-overflow="">{children}</span> : children}</span>
    </As>
  )
}
