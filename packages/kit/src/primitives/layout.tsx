import type {ElementType, HTMLAttributes, ReactNode, Ref} from 'react'
import {useTheme} from 'styled-components'
import {
  BOX_STYLE_PROPS,
  boxClass,
  type BoxKind,
  type BoxStyleProps,
  type FlexStyleProps,
} from './box-style.js'
import {primitiveSheet} from './style-sheet.js'

interface ElementProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element (or component) to render: a div unless said. */
  as?: ElementType
  ref?: Ref<HTMLDivElement>
  children?: ReactNode
  /** Attributes of the element `as` names (a label's htmlFor, a link's href). */
  [attribute: `data-${string}`]: string | number | boolean | undefined
}

export type BoxProps = ElementProps & BoxStyleProps
export type FlexProps = BoxProps & FlexStyleProps
export type StackProps = BoxProps & {gap?: FlexStyleProps['gap']}

const DATA_UI = {box: 'Box', flex: 'Flex', stack: 'Stack'} as const

/**
 * A box with @sanity/ui's Box props (padding, margin, flex, display, overflow, sizing, height) and
 * its look, as a plain element with a class named by those props: rendering it costs a string and a
 * map lookup (see style-sheet.ts).
 */
export function Box(props: BoxProps) {
  return renderBox('box', props)
}

/** A flex box with @sanity/ui's Flex props (align, direction, gap, justify, wrap) and a Box's. */
export function Flex(props: FlexProps) {
  return renderBox('flex', props)
}

/** Children one above the other with a gap between, as @sanity/ui's Stack (a one-column grid). */
export function Stack(props: StackProps) {
  return renderBox('stack', props)
}

function renderBox(kind: BoxKind, {as: As = 'div', className, ...props}: FlexProps) {
  const style: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const key in props) {
    const value = props[key as keyof typeof props]
    if (BOX_STYLE_PROPS.has(key)) style[key] = value
    else rest[key] = value
  }
  // A tone's card gives its own theme object with the same scales: the sheet is shared.
  const own = boxClass(primitiveSheet(useTheme()), kind, style as BoxStyleProps & FlexStyleProps)
  return (
    <As
      data-as={typeof As === 'string' ? As : undefined}
      data-ui={DATA_UI[kind]}
      {...rest}
      className={className ? `${own} ${className}` : own}
    />
  )
}
