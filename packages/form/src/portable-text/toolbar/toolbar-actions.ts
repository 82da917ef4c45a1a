import type {EditorSchema} from '@portabletext/editor'
import {BlockquoteIcon} from '@sanity/icons/Blockquote'
import {BoldIcon} from '@sanity/icons/Bold'
import {CodeIcon} from '@sanity/icons/Code'
import {ItalicIcon} from '@sanity/icons/Italic'
import {LinkIcon} from '@sanity/icons/Link'
import {OlistIcon} from '@sanity/icons/Olist'
import {StrikethroughIcon} from '@sanity/icons/Strikethrough'
import {TextIcon} from '@sanity/icons/Text'
import {UlistIcon} from '@sanity/icons/Ulist'
import {UnderlineIcon} from '@sanity/icons/Underline'
import {UnknownIcon} from '@sanity/icons/Unknown'
import type {ComponentType} from 'react'

/** A toolbar button for a decorator or a list type from the schema. */
export interface ToolbarAction {
  kind: 'decorator' | 'list'
  name: string
  title: string
  icon: ComponentType
  /** Key combination in the editor's notation (`mod+b`), for decorators that have one. */
  hotkey?: string
}

/** spec/001 §2: bold mod+b, italic mod+i, underline mod+u, code mod+'. */
export const DECORATOR_HOTKEYS: Readonly<Record<string, string>> = {
  strong: 'mod+b',
  em: 'mod+i',
  underline: 'mod+u',
  code: "mod+'",
}

const DECORATOR_ICONS: Readonly<Record<string, ComponentType>> = {
  strong: BoldIcon,
  em: ItalicIcon,
  underline: UnderlineIcon,
  code: CodeIcon,
  'strike-through': StrikethroughIcon,
  overline: TextIcon,
}

const LIST_ICONS: Readonly<Record<string, ComponentType>> = {bullet: UlistIcon, number: OlistIcon}

export const annotationIcon = (name: string): ComponentType => (name === 'link' ? LinkIcon : BlockquoteIcon)

/** The decorator and list buttons the schema asks for, in its order: decorators first. */
export function toolbarActions(schema: EditorSchema): ToolbarAction[] {
  return [
    ...schema.decorators.map((decorator): ToolbarAction => ({
      kind: 'decorator',
      name: decorator.name,
      title: decorator.title ?? decorator.name,
      icon: DECORATOR_ICONS[decorator.name] ?? UnknownIcon,
      hotkey: DECORATOR_HOTKEYS[decorator.name],
    })),
    ...schema.lists.map((list): ToolbarAction => ({
      kind: 'list',
      name: list.name,
      title: list.title ?? list.name,
      icon: LIST_ICONS[list.name] ?? UnknownIcon,
    })),
  ]
}

/** The editor's `marks` hotkeys for the decorators this schema has. */
export function decoratorHotkeys(schema: EditorSchema): Record<string, string> {
  const marks: Record<string, string> = {}
  for (const decorator of schema.decorators) {
    const hotkey = DECORATOR_HOTKEYS[decorator.name]
    if (hotkey) marks[hotkey] = decorator.name
  }
  return marks
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** A hotkey as people read it: `⌘B` on Apple devices, `Ctrl+B` elsewhere. */
export function hotkeyLabel(hotkey: string): string {
  const keys = hotkey
    .split('+')
    .map((key) => (key === 'mod' ? (isApple() ? '⌘' : 'Ctrl') : key.toUpperCase()))
  return isApple() ? keys.join('') : keys.join('+')
}
