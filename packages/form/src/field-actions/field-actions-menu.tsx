import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {Button} from '@sanity/ui'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import {useMemo} from 'react'
import type {FieldActionNode} from './types.js'
import {visibleFieldActions} from './visible-actions.js'
import {useFormText} from '../i18n/form-strings.js'

export interface FieldActionsMenuProps {
  /** Unique in the document (the field's id). */
  id: string
  /**
   * The field's title, for the button's tooltip ('Field actions: Title'). Its name is 'Field actions'
   * alone: a name holding the field's title would also label the field (`getByLabel('Title')`).
   */
  fieldTitle: string
  actions: readonly FieldActionNode[]
}

const itemsCode = createCodeLoader(() =>
  import('./field-actions-items.js').then((module) => module.FieldActionsItems),
)

/**
 * A field's action menu (spec/001 §2): a '…' button in the field's header opening its actions,
 * dividers, groups shown in place, and nested groups as submenus. Nothing when no action is visible.
 */
export function FieldActionsMenu({id, fieldTitle, actions}: FieldActionsMenuProps) {
  const shown = visibleFieldActions(actions)
  const t = useFormText()
  // The same button element while the field is typed in: the actions are new with every keystroke
  // (they hold the value), the button is not, and the closed menu's button does not render again.
  const button = useMemo(
    () => (
      <Button
        mode="bleed"
        padding={2}
        fontSize={1}
        icon={EllipsisHorizontalIcon}
        aria-label={t('field-actions.label')}
        title={t('field-actions.title', {field: fieldTitle})}
      />
    ),
    [t, fieldTitle],
  )
  if (shown.length === 0) return null
  return (
    <LazyMenuButton
      id={`${id}-field-actions`}
      button={button}
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menuProps={{style: {minWidth: 200}}}
      items={itemsCode}
      itemsProps={{nodes: shown}}
    />
  )
}
