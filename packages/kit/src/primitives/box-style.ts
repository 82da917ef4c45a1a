import {rem} from '@sanity/ui'
import {
  addResponsive,
  blockRules,
  keyPart,
  type Declarations,
  type PrimitiveSheet,
  type Responsive,
} from './style-sheet.js'

/** The layout props of a Box (the part of @sanity/ui's Box the studio uses). */
export interface BoxStyleProps {
  display?: Responsive<'none' | 'block' | 'grid' | 'flex' | 'inline-block' | 'inline-flex' | 'inline'>
  flex?: Responsive<number | string>
  height?: Responsive<'stretch' | 'fill'>
  overflow?: Responsive<'visible' | 'hidden' | 'auto'>
  sizing?: Responsive<'content' | 'border'>
  margin?: Responsive<number>
  marginX?: Responsive<number>
  marginY?: Responsive<number>
  marginTop?: Responsive<number>
  marginRight?: Responsive<number>
  marginBottom?: Responsive<number>
  marginLeft?: Responsive<number>
  padding?: Responsive<number>
  paddingX?: Responsive<number>
  paddingY?: Responsive<number>
  paddingTop?: Responsive<number>
  paddingRight?: Responsive<number>
  paddingBottom?: Responsive<number>
  paddingLeft?: Responsive<number>
}

/** Flex's props besides a Box's. */
export interface FlexStyleProps {
  align?: Responsive<'flex-start' | 'flex-end' | 'center' | 'baseline' | 'stretch'>
  direction?: Responsive<'row' | 'row-reverse' | 'column' | 'column-reverse'>
  gap?: Responsive<number>
  justify?: Responsive<
    'flex-start' | 'flex-end' | 'center' | 'space-between' | 'space-around' | 'space-evenly'
  >
  wrap?: Responsive<'wrap' | 'wrap-reverse' | 'nowrap'>
}

export type BoxKind = 'box' | 'flex' | 'stack'

const SPACE_PROPS = [
  ['margin', ['margin']],
  ['marginX', ['margin-left', 'margin-right']],
  ['marginY', ['margin-top', 'margin-bottom']],
  ['marginTop', ['margin-top']],
  ['marginRight', ['margin-right']],
  ['marginBottom', ['margin-bottom']],
  ['marginLeft', ['margin-left']],
  ['padding', ['padding']],
  ['paddingX', ['padding-left', 'padding-right']],
  ['paddingY', ['padding-top', 'padding-bottom']],
  ['paddingTop', ['padding-top']],
  ['paddingRight', ['padding-right']],
  ['paddingBottom', ['padding-bottom']],
  ['paddingLeft', ['padding-left']],
] as const

/** Every prop `boxClass` reads: a box keeps them off its element. */
export const BOX_STYLE_PROPS: ReadonlySet<string> = new Set([
  'display',
  'flex',
  'height',
  'overflow',
  'sizing',
  ...SPACE_PROPS.map(([name]) => name),
  'align',
  'direction',
  'gap',
  'justify',
  'wrap',
])

const BOX_SIZING = {content: 'content-box', border: 'border-box'} as const
const BOX_HEIGHT = {stretch: 'stretch', fill: '100%'} as const

/**
 * The class of a Box, Flex or Stack with these props: the declarations @sanity/ui's styled
 * components write for them, in the same order (a later padding prop overrides an earlier one).
 */
export function boxClass(
  sheet: PrimitiveSheet,
  kind: BoxKind,
  given: BoxStyleProps & FlexStyleProps,
): string {
  // @sanity/ui's Box always writes margin 0 and padding 0 (a list's margin, a button's padding).
  const props = {...given, margin: given.margin ?? 0, padding: given.padding ?? 0}
  let key = kind + ':'
  key += keyPart('d', props.display)
  key += keyPart('f', props.flex)
  key += keyPart('h', props.height)
  key += keyPart('o', props.overflow)
  key += keyPart('s', props.sizing)
  for (const [name] of SPACE_PROPS) key += keyPart(name, props[name])
  if (kind !== 'box') key += keyPart('g', props.gap)
  if (kind === 'flex') {
    key += keyPart('a', props.align)
    key += keyPart('dir', props.direction)
    key += keyPart('j', props.justify)
    key += keyPart('w', props.wrap)
  }
  return sheet.classFor(key, (className) => boxRules(sheet, kind, props, `.${className}`))
}

function boxRules(
  sheet: PrimitiveSheet,
  kind: BoxKind,
  props: BoxStyleProps & FlexStyleProps,
  selector: string,
): string[] {
  const {media, space} = sheet.theme
  const length = (index: number) => rem(space[index] ?? 0)
  const plain: Declarations = ['min-width:0;min-height:0;']
  // Display, under :not([hidden]) so the hidden attribute still hides (as in @sanity/ui).
  const shown: Declarations = []
  addResponsive(plain, props.flex, (flex) => `flex:${flex};`)
  addResponsive(plain, props.sizing, (sizing) => `box-sizing:${BOX_SIZING[sizing]};`)
  addResponsive(plain, props.height, (height) => `height:${BOX_HEIGHT[height]};`)
  addResponsive(plain, props.overflow, (overflow) => `overflow:${overflow};`)
  if (kind === 'box') addResponsive(shown, props.display ?? 'block', (display) => `display:${display};`)
  else if (kind === 'flex') shown[0] = 'display:flex;'
  else shown[0] = 'display:grid;'
  for (const [name, properties] of SPACE_PROPS) {
    addResponsive(plain, props[name], (index) =>
      properties.map((property) => `${property}:${length(index)};`).join(''),
    )
  }
  if (kind === 'stack') {
    plain[0] += 'grid-template-columns:minmax(0,1fr);grid-auto-rows:min-content;'
    addResponsive(plain, props.gap, (index) => `grid-gap:${length(index)};`)
  }
  if (kind === 'flex') {
    addResponsive(plain, props.align, (align) => `align-items:${align};`)
    // @sanity/ui writes no gap for gap 0.
    addResponsive(plain, props.gap, (index) => (index ? `gap:${length(index)};` : undefined))
    addResponsive(plain, props.wrap, (wrap) => `flex-wrap:${wrap};`)
    addResponsive(plain, props.justify, (justify) => `justify-content:${justify};`)
    addResponsive(plain, props.direction, (direction) => `flex-direction:${direction};`)
  }
  return [
    ...blockRules(media, selector, plain),
    ...blockRules(media, `${selector}:not([hidden])`, shown),
    `${selector}[data-as="ul"],${selector}[data-as="ol"]{list-style:none;}`,
  ]
}
