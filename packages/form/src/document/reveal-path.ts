import {pathToString} from '@tessera/schema'
import type {Path} from '@tessera/types'
import {PLACE_CARET_EVENT} from './place-caret-event.js'
import {objectCollapseId, type FormNode, type ObjectFormNode, type ObjectMember} from '../state/types.js'

/** What must change in the form's open state so the field at a path is on screen. */
export interface RevealSteps {
  /** Fieldsets to expand, by fieldset id (`<object id>.fieldset:<name>`). */
  expandFieldSets: string[]
  /** Objects whose selected group hides the field: switch them to 'all-fields'. */
  showAllFieldsOf: string[]
}

const ALL_FIELDS = 'all-fields'

/**
 * Walks the form state along `path`: every collapsed fieldset holding the next field is to be
 * expanded, and every object whose selected group leaves the field out is to show all fields. Stops
 * at the first segment it cannot follow (an array item, a hidden field): the nearest shown ancestor
 * is revealed instead.
 */
export function revealSteps(root: ObjectFormNode, path: Path): RevealSteps {
  const steps: RevealSteps = {expandFieldSets: [], showAllFieldsOf: []}
  let node: FormNode = root
  for (let index = 0; index < path.length; index++) {
    const segment = path[index]
    if (node.kind === 'object' && typeof segment === 'string') {
      // A closed object field on the way opens (its state is kept like a fieldset's).
      if (node.collapsed) steps.expandFieldSets.push(objectCollapseId(node.id))
      const found = findField(node.id, node.members, segment)
      if (found?.fieldSetId && found.collapsed) steps.expandFieldSets.push(found.fieldSetId)
      if (!found) {
        const selected = node.groups.find((group) => group.selected)
        if (selected && selected.name !== ALL_FIELDS) steps.showAllFieldsOf.push(node.id)
        return steps
      }
      node = found.node
    } else if (node.kind === 'array') {
      const id = pathToString(path.slice(0, index + 1))
      const item: FormNode | undefined = node.members.flatMap((member) =>
        member.kind === 'item' && member.item.id === id ? [member.item] : [],
      )[0]
      if (!item) return steps
      node = item
    } else {
      return steps
    }
  }
  return steps
}

function findField(
  objectId: string,
  members: readonly ObjectMember[],
  name: string,
): {node: FormNode; fieldSetId?: string; collapsed?: boolean} | undefined {
  for (const member of members) {
    if (member.kind === 'field' && member.name === name) return {node: member.field}
    if (member.kind === 'fieldSet') {
      const inSet = member.fieldSet.members.find(
        (candidate) => candidate.kind === 'field' && candidate.name === name,
      )
      if (inSet && inSet.kind === 'field')
        return {
          node: inSet.field,
          fieldSetId: `${objectId}.fieldset:${member.fieldSet.name}`,
          collapsed: member.fieldSet.collapsed,
        }
    }
  }
  return undefined
}

/**
 * A rich-text block (an element inside a contenteditable editor): the editor puts its caret at the
 * start of the block and takes focus; without an editor answering, the caret is set in the DOM and the
 * element focused. False for anything else.
 */
function placeCaretIn(field: Element): boolean {
  const editable = field.parentElement?.closest<HTMLElement>('[contenteditable="true"]')
  if (!editable) return false
  // The rich-text editor puts its own caret there (see place-caret-event.ts).
  if (!field.dispatchEvent(new Event(PLACE_CARET_EVENT, {bubbles: true, cancelable: true}))) return true
  const select = () => {
    const range = document.createRange()
    range.selectNodeContents(field)
    range.collapse(true)
    const selection = document.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  }
  select()
  editable.focus({preventScroll: true})
  // The editor puts back its own selection when it gets focus; ours goes in after that.
  requestAnimationFrame(select)
  return true
}

const FOCUS_ORDER = [
  'input:not([type="hidden"]), textarea, select, [contenteditable="true"]',
  'button',
  '[tabindex]',
]

/**
 * Scrolls the field at `path` (or its nearest shown ancestor) into view inside `container` and
 * focuses its input. True when something was found.
 */
export function scrollToField(container: HTMLElement, path: Path): boolean {
  for (let length = path.length; length > 0; length--) {
    const id = pathToString(path.slice(0, length))
    const field = Array.from(container.querySelectorAll('[data-field]')).find(
      (element) => element.getAttribute('data-field') === id,
    )
    if (!field) continue
    field.scrollIntoView({block: 'center'})
    if (placeCaretIn(field)) return true
    // An input first, then a button: the field's label row comes before them, and its validation
    // status (focusable, for its tooltip) is there whenever a marker asked for the jump.
    const input = FOCUS_ORDER.reduce<HTMLElement | null>(
      (found, selector) => found ?? field.querySelector<HTMLElement>(selector),
      null,
    )
    input?.focus({preventScroll: true})
    return true
  }
  return false
}
