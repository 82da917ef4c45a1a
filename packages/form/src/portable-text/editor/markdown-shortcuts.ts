import type {EditorSchema} from '@portabletext/editor'
import type {MarkdownShortcutsPluginProps} from '@portabletext/plugin-markdown-shortcuts'

const has = (items: readonly {name: string}[], name: string) => items.some((item) => item.name === name)

/**
 * Markdown shortcuts for what the field's schema has: `# ` to `###### ` for headings, `> ` for a
 * quote, `- ` and `1. ` for lists, `**bold**`, `_italic_`, `` `code` `` and `~~strike~~`. A style,
 * list or decorator the schema lacks has no shortcut.
 */
export function markdownShortcuts(schema: EditorSchema): MarkdownShortcutsPluginProps {
  const styleIf = (name: string) => (has(schema.styles, name) ? name : undefined)
  const decoratorIf = (name: string) => (has(schema.decorators, name) ? name : undefined)
  const listIf = (name: string) => (has(schema.lists, name) ? name : undefined)
  return {
    defaultStyle: () => styleIf('normal'),
    headingStyle: ({props}) => styleIf(`h${props.level}`),
    blockquoteStyle: () => styleIf('blockquote'),
    unorderedList: () => listIf('bullet'),
    orderedList: () => listIf('number'),
    boldDecorator: () => decoratorIf('strong'),
    italicDecorator: () => decoratorIf('em'),
    codeDecorator: () => decoratorIf('code'),
    strikeThroughDecorator: () => decoratorIf('strike-through'),
  }
}
