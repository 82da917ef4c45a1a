export {FieldActionsMenu, type FieldActionsMenuProps} from './field-actions-menu.js'
export {visibleFieldActions} from './visible-actions.js'
export type {
  FieldAction,
  FieldActionContext,
  FieldActionDivider,
  FieldActionGroup,
  FieldActionNode,
  FieldActionsResolver,
} from './types.js'
