import type {SchemaType} from '@tessera/types'
import {createContext, useContext} from 'react'
import type {ListNumberStore} from '../render/list-number-store.js'
import type {BlockStatusStore} from '../status/block-status-store.js'
import type {ObjectTarget} from './object-target.js'

/** What the editor's node renderers need from the field around them (they are made once per schema). */
export interface RichTextContextValue {
  /** The field's array type: member types for previews. */
  arrayType: SchemaType
  readOnly: boolean
  /** Opens the object's editor (the dialog or popover array items use). */
  openObject: (target: ObjectTarget) => void
  /** The field's form id (`body`): blocks are `body[_key=="…"]`, so the form can find and reveal them. */
  fieldId: string
  /** Markers and presence per block. */
  statusStore: BlockStatusStore
  /** The numbered items' markers ('3.'), computed from the value (see render/list-numbers.ts). */
  listNumbers: ListNumberStore
}

/** The form id of a block of the field (the id the form state gives that array item). */
export const blockFieldId = (fieldId: string, blockKey: string): string => `${fieldId}[_key=="${blockKey}"]`

export const RichTextContext = createContext<RichTextContextValue | null>(null)

export function useRichTextContext(): RichTextContextValue {
  const context = useContext(RichTextContext)
  if (!context) throw new Error('Rich-text node rendered outside RichTextEditor')
  return context
}

/**
 * The compiled type of a block object, inline object or annotation by name: the array's members, and
 * the children and mark definitions of its text blocks.
 */
export function memberTypeByName(arrayType: SchemaType, name: string): SchemaType | undefined {
  for (const member of arrayType.of ?? []) {
    if (member.name === name) return member
    for (const field of member.fields ?? []) {
      if (field.name !== 'children' && field.name !== 'markDefs') continue
      const found = (field.type.of ?? []).find((type) => type.name === name)
      if (found) return found
    }
  }
  return undefined
}
