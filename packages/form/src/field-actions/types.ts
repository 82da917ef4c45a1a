import type {Path, SchemaType} from '@tessera/types'
import type {ComponentType} from 'react'
import type {FormPatch} from '../patch/patches.js'

/** One entry of a field's action menu (spec/001 §2: actions, groups, dividers, nested groups). */
export type FieldActionNode = FieldAction | FieldActionGroup | FieldActionDivider

export interface FieldAction {
  type: 'action'
  title: string
  icon?: ComponentType
  tone?: 'default' | 'primary' | 'critical' | 'caution'
  disabled?: boolean
  hidden?: boolean
  /** Shown as selected (a toggle that is on). */
  selected?: boolean
  onAction: () => void
}

export interface FieldActionGroup {
  type: 'group'
  title: string
  icon?: ComponentType
  hidden?: boolean
  /**
   * At the top of the menu, an expanded group (the default) shows its entries in place under its title;
   * a collapsed group, and every group inside another, opens as a submenu.
   */
  expanded?: boolean
  children: FieldActionNode[]
}

export interface FieldActionDivider {
  type: 'divider'
}

/** What a field's actions are decided from. */
export interface FieldActionContext {
  path: Path
  schemaType: SchemaType
  documentId?: string
  /** The field's value as the form shows it. */
  value?: unknown
  /** Changes the field: patches relative to it (`set(x)` sets the field, `unset()` clears it). */
  onChange?: (patches: FormPatch[]) => void
}

/** Gives a field its actions; none (an empty list) shows no menu. */
export type FieldActionsResolver = (context: FieldActionContext) => FieldActionNode[]
