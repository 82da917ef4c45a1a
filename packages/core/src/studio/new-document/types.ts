import type {ComponentType} from 'react'

/** One entry of the new-document menu as the view shows it. */
export interface NewDocumentItem {
  id: string
  title: string
  subtitle?: string
  icon?: ComponentType
  /** False when the user may not create it; `permissionMessage` says why. */
  hasPermission: boolean
  permissionMessage?: string
}

/** Popover width, item height and how many items show before the list scrolls (spec 000 §9). */
export const NEW_DOCUMENT_POPOVER_WIDTH = 320
export const NEW_DOCUMENT_ITEM_HEIGHT = 33
export const NEW_DOCUMENT_MAX_VISIBLE_ITEMS = 10
export const NEW_DOCUMENT_DIALOG_MIN_LIST_HEIGHT = 100
