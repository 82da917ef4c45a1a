import type {FieldActionContext, FieldActionNode} from '@tessera/form'
// The patch helpers' own entry: the form's components stay out of the studio's first chunk.
import {set, unset} from '@tessera/form/patches'
import type {DocumentFieldAction} from '@tessera/structure'

/** The kitchen sink's top-level text fields get the menu; other fields keep their plain header. */
const FIELDS = new Set(['title', 'notes'])

function textOf(context: FieldActionContext): string {
  return typeof context.value === 'string' ? context.value : ''
}

/** An action that replaces the field's text with `change(text)`. */
function textAction(
  title: string,
  context: FieldActionContext,
  change: (text: string) => string,
): FieldActionNode {
  const text = textOf(context)
  return {
    type: 'action',
    title,
    disabled: text === '' || change(text) === text,
    onAction: () => context.onChange?.([set(change(text))]),
  }
}

/**
 * A field action menu from the studio's configuration (spec/001 §2: actions, groups, dividers and
 * nested groups), on the kitchen sink's text fields: a 'Text' group shown in place with a nested
 * 'Spaces' submenu, a divider, and 'Clear field'.
 */
export const textFieldActions: DocumentFieldAction = {
  name: 'text',
  action(context) {
    const [name] = context.path
    if (context.path.length !== 1 || typeof name !== 'string' || !FIELDS.has(name)) return null
    return {
      type: 'group',
      title: 'Field',
      expanded: true,
      children: [
        textAction('Upper case', context, (text) => text.toUpperCase()),
        textAction('Lower case', context, (text) => text.toLowerCase()),
        {
          type: 'group',
          title: 'Spaces',
          children: [
            textAction('Trim', context, (text) => text.trim()),
            textAction('Collapse spaces', context, (text) => text.replace(/\s+/g, ' ')),
          ],
        },
        {type: 'divider'},
        {
          type: 'action',
          title: 'Clear field',
          tone: 'critical',
          disabled: textOf(context) === '',
          onAction: () => context.onChange?.([unset()]),
        },
      ],
    }
  },
}
