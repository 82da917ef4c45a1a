import {getTheme_v2, type Theme, type Theme_v2} from '@sanity/ui/theme'
import type {DefaultTheme} from 'styled-components'

/**
 * The class names of the kit's layout primitives, each made once per theme and style.
 *
 * @sanity/ui's Box, Flex, Stack and Text are styled components: each render runs their style
 * functions (two dozen responsive props), serialises the result, hashes it and looks it up, whether
 * or not anything changed. In a studio's first render that is most of styled-components' and stylis'
 * time. These primitives instead name their style by its props (`p3.g2`), and only the first element
 * with a given style writes its rules, into one stylesheet of their own; every later render is a
 * string and a map lookup.
 */
export interface PrimitiveSheet {
  theme: Theme_v2
  /** The class name of a style, writing its rules on first use. */
  classFor(key: string, rules: (className: string) => string[]): string
}

// The sheets by the parts of a theme the primitives read (fonts, then space): a card's tone makes a
// theme object of its own, with the same scales, and must not make a second copy of every rule.
const sheets = new WeakMap<object, WeakMap<object, PrimitiveSheet>>()

/** The primitives' sheet for a styled-components theme (what @sanity/ui's ThemeProvider provides). */
export function primitiveSheet(theme: DefaultTheme): PrimitiveSheet {
  // styled-components types its theme as open; under @sanity/ui's ThemeProvider it is a Theme.
  const v2 = getTheme_v2(theme as Theme)
  let bySpace = sheets.get(v2.font)
  if (!bySpace) sheets.set(v2.font, (bySpace = new WeakMap()))
  let sheet = bySpace.get(v2.space)
  if (!sheet) bySpace.set(v2.space, (sheet = createSheet(v2)))
  return sheet
}

function createSheet(theme: Theme_v2): PrimitiveSheet {
  // Class names are made from the style and the theme's scales, not counted: two copies of this
  // module in one page (a package bundled twice) then name a style alike and never one name twice.
  const prefix = `tp${hash(JSON.stringify([theme.space, theme.media, theme.font]))}`
  const classes = new Map<string, string>()
  let element: HTMLStyleElement | undefined
  const insert = (rules: string[]) => {
    if (typeof document === 'undefined') return
    if (!element) {
      element = document.createElement('style')
      element.dataset.tesseraPrimitives = prefix
      // First in the head: any other stylesheet (styled-components', a `styled(Box)`'s, the app's)
      // overrides these at equal specificity, as a styled(Box) overrides @sanity/ui's Box.
      document.head.insertBefore(element, document.head.firstChild)
    }
    const sheet = element.sheet
    // A rule this engine cannot parse (none expected) must not stop the others or the render.
    for (const rule of rules) {
      try {
        sheet?.insertRule(rule, sheet.cssRules.length)
      } catch {
        element.appendChild(document.createTextNode(rule))
      }
    }
  }
  return {
    theme,
    classFor(key, rules) {
      let className = classes.get(key)
      if (className === undefined) {
        className = `${prefix}-${hash(key)}`
        classes.set(key, className)
        insert(rules(className))
      }
      return className
    },
  }
}

/** A 53-bit hash of a string in base 36 (two 32-bit multiplicative hashes, mixed). */
function hash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** A responsive prop: one value, or one per media breakpoint (the first for the narrowest). */
export type Responsive<T> = T | readonly T[]

export function responsiveValues<T>(value: Responsive<T> | undefined): readonly T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? (value as readonly T[]) : [value as T]
}

/** `key` and its values, as part of a style's name: `p3,4` for padding [3, 4]. */
export function keyPart<T>(key: string, value: Responsive<T> | undefined): string {
  return value === undefined ? '' : `${key}${responsiveValues(value).join(',')};`
}

/** One CSS declaration block per breakpoint a responsive prop has a value for. */
export type Declarations = string[]

/**
 * Adds `declare(value)` to the declaration block of each breakpoint the prop has a value for (the
 * first block applies at every width, block i at the theme's media[i - 1] and wider).
 */
export function addResponsive<T>(
  blocks: Declarations,
  value: Responsive<T> | undefined,
  declare: (value: T) => string | undefined,
): void {
  responsiveValues(value).forEach((item, index) => {
    const declaration = declare(item)
    if (declaration) blocks[index] = (blocks[index] ?? '') + declaration
  })
}

/** The rules for a class's blocks: media queries as @sanity/ui writes them, narrowest first. */
export function blockRules(media: readonly number[], selector: string, blocks: Declarations): string[] {
  const rules: string[] = []
  blocks.forEach((block, index) => {
    if (!block) return
    const rule = `${selector}{${block}}`
    rules.push(index === 0 ? rule : `@media screen and (min-width: ${media[index - 1]}px){${rule}}`)
  })
  return rules
}
