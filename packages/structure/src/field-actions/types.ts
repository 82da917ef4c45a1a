import type {FieldActionContext, FieldActionNode} from '@tessera/form'

/**
 * A field action from the studio's configuration (`document.unstable_fieldActions`, spec/001 §2): for
 * each field of the open document, `action` gives its entry in the field's menu (an action, a group
 * with nested groups, or a divider), or null to leave the field alone.
 *
 * ```ts
 * document: {unstable_fieldActions: (prev, {schemaType}) => [...prev, copyToClipboard]}
 * ```
 */
export interface DocumentFieldAction {
  name: string
  action(context: FieldActionContext): FieldActionNode | null | undefined
}
