import type {ActionItemState} from './action-item-state.js'

/**
 * Which action is the footer's primary button, and which go in its menu. The first action, when it
 * can be used, or when it is Publish (the document's main step, shown disabled as 'Published' when
 * there is nothing to publish), or while an action runs (the bar must not rearrange under the user).
 * Otherwise the first action that can be used and destroys nothing: a live-edit singleton, which has
 * no Publish, is not fronted by a disabled 'Duplicate'. When no such action exists there is no
 * primary button, and everything is in the menu.
 */
export function pickPrimaryAction(items: readonly ActionItemState[]): {
  primary: ActionItemState | undefined
  rest: ActionItemState[]
} {
  const [first, ...others] = items
  if (!first) return {primary: undefined, rest: []}
  if (first.disabled === false || first.name === 'publish' || items.some((item) => item.running))
    return {primary: first, rest: others}
  const usable = items.findIndex((item) => item.disabled === false && item.tone !== 'critical')
  if (usable < 0) return {primary: undefined, rest: [...items]}
  return {primary: items[usable], rest: items.filter((_, index) => index !== usable)}
}
