import {rem} from '@sanity/ui'
import type {ThemeFontSize, ThemeFontWeightKey} from '@sanity/ui/theme'
import {addResponsive, blockRules, keyPart, type PrimitiveSheet, type Responsive} from './style-sheet.js'

/** The props of a Text that style it (the part of @sanity/ui's Text the studio uses). */
export interface TextStyleProps {
  size?: Responsive<number>
  weight?: ThemeFontWeightKey
  align?: Responsive<'left' | 'right' | 'center' | 'justify' | 'initial'>
  muted?: boolean
  accent?: boolean
}

/** What every Text shares: the theme's text font, its colours and its box (as @sanity/ui's TextBase). */
export function textBaseClass(sheet: PrimitiveSheet): string {
  return sheet.classFor('text-base', (className) => {
    const c = `.${className}`
    const {font} = sheet.theme
    return [
      `${c}{position:relative;font-family:${font.text.family};padding:1px 0;margin:0;}`,
      `${c}::before,${c}::after{content:"";display:block;height:0;}`,
      `${c} > code,${c} > span{display:block;}`,
      `${c}:not([hidden]){display:block;}`,
      `${c} code{font-family:${font.code.family};border-radius:1px;background-color:var(--card-code-bg-color);color:var(--card-code-fg-color);}`,
      `${c} a{text-decoration:none;border-radius:1px;color:var(--card-link-color);outline:none;}`,
      `@media (hover:hover){${c} a:hover{text-decoration:underline;}}`,
      `${c} a:focus{box-shadow:0 0 0 1px var(--card-bg-color),0 0 0 3px var(--card-focus-ring-color);}`,
      `${c} a:focus:not(:focus-visible){box-shadow:none;}`,
      `${c} strong{font-weight:${font.text.weights.bold};}`,
      `${c} svg{display:inline;max-width:unset;}`,
      `${c} [data-sanity-icon]{vertical-align:baseline;color:var(--card-icon-color);}`,
      `${c} [data-sanity-icon] path{vector-effect:non-scaling-stroke !important;}`,
      // textOverflow="ellipsis": one line, cut with an ellipsis.
      `${c} > span > [data-text-overflow]{display:block;overflow:clip;text-overflow:ellipsis;white-space:nowrap;}`,
    ]
  })
}

/** The class for a Text's size, weight, alignment and colour. */
export function textClass(sheet: PrimitiveSheet, props: TextStyleProps): string {
  const key =
    'text:' +
    keyPart('s', props.size ?? 2) +
    keyPart('w', props.weight) +
    keyPart('a', props.align) +
    (props.muted ? 'm;' : props.accent ? 'ac;' : '')
  return sheet.classFor(key, (className) => textRules(sheet, props, `.${className}`))
}

function textRules(sheet: PrimitiveSheet, props: TextStyleProps, c: string): string[] {
  const {font, media} = sheet.theme
  const {sizes, weights} = font.text
  const size = (index: number) => sizes[index] ?? sizes[2]!
  const own: string[] = ['']
  addResponsive(own, props.size ?? 2, (index) => fontSize(size(index)))
  own[0] += `font-weight:${weights[props.weight ?? 'regular'] ?? weights.regular};`
  addResponsive(own, props.align, (align) => `text-align:${align};`)
  // The colour is here, not in the base class: the two classes set no property in common, so which
  // rule comes first in the sheet never matters.
  own[0] += `color:var(${props.muted ? '--card-muted-fg-color' : props.accent ? '--card-accent-fg-color' : '--card-fg-color'});`
  const before: string[] = []
  addResponsive(before, props.size ?? 2, (index) => {
    const {ascenderHeight, descenderHeight} = size(index)
    return `margin-top:calc(${rem(0 - (ascenderHeight + descenderHeight))} - 1px);`
  })
  const svg: string[] = []
  addResponsive(svg, props.size ?? 2, (index) => {
    const {fontSize: px, lineHeight, ascenderHeight, descenderHeight} = size(index)
    const iconSize = Math.floor((px * 1.125) / 2) * 2 + 1
    const offset = (lineHeight - ascenderHeight - descenderHeight - iconSize) / 2
    return `font-size:calc(${iconSize} / 16 * 1rem);margin:${rem(offset)};`
  })
  const icon: string[] = []
  addResponsive(icon, props.size ?? 2, (index) => {
    const {iconSize, lineHeight, ascenderHeight, descenderHeight} = size(index)
    const offset = (lineHeight - ascenderHeight - descenderHeight - iconSize) / 2
    return `font-size:calc(${iconSize} / 16 * 1rem);margin:${rem(offset)};`
  })
  return [
    ...blockRules(media, c, own),
    ...blockRules(media, `${c}::before`, before),
    `${c}::after{margin-bottom:-1px;}`,
    ...blockRules(media, `${c} svg:not([data-sanity-icon])`, svg),
    ...blockRules(media, `${c} [data-sanity-icon]`, icon),
  ]
}

function fontSize({fontSize: px, lineHeight, letterSpacing, descenderHeight}: ThemeFontSize): string {
  return (
    `font-size:${rem(px)};line-height:calc(${lineHeight} / ${px});` +
    `letter-spacing:${rem(letterSpacing)};transform:translateY(${rem(descenderHeight)});`
  )
}
