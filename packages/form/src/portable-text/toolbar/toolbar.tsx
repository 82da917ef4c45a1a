import {useEditor, type EditorSchema} from '@portabletext/editor'
import {
  getActiveStyle,
  isActiveDecorator,
  isActiveListItem,
  isSelectionExpanded,
} from '@portabletext/editor/selectors'
import {CollapseIcon} from '@sanity/icons/Collapse'
import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {ExpandIcon} from '@sanity/icons/Expand'
import {Button, Select} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {useId, useMemo, useState, type ReactNode} from 'react'
import {AnnotationControl} from './annotation-control.js'
import {InsertMenu} from './insert-menu.js'
import {hotkeyLabel, toolbarActions, type ToolbarAction} from './toolbar-actions.js'
import {useDeferredEditorSelector} from '../editor/use-deferred-editor-selector.js'
import {useElementWidth} from './use-element-width.js'
import {useFormText} from '../../i18n/form-strings.js'

/** spec/001 §9: the toolbar collapses below 400 px. */
export const TOOLBAR_COLLAPSE_WIDTH_PX = 400

export interface ToolbarProps {
  schema: EditorSchema
  fullscreen: boolean
  onToggleFullscreen: () => void
  /** Read-only: the buttons are disabled; fullscreen still toggles. */
  readOnly?: boolean
}

/**
 * The editor's toolbar, made from the schema: the block style, a button per decorator (with its
 * hotkey in the tooltip) and list type, a button per annotation with its popover, and the
 * fullscreen toggle. Below 400 px the decorator and list buttons move into a menu.
 */
export function Toolbar({schema, fullscreen, onToggleFullscreen, readOnly = false}: ToolbarProps) {
  const t = useFormText()
  const actions = useMemo(() => toolbarActions(schema), [schema])
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const width = useElementWidth(element)
  const collapsed = width !== undefined && width < TOOLBAR_COLLAPSE_WIDTH_PX
  const menuId = useId()
  return (
    <Flex ref={setElement} align="center" gap={1} padding={1} wrap="wrap" data-rich-text-toolbar="">
      {schema.styles.length > 1 && <StyleSelect schema={schema} disabled={readOnly} />}
      {collapsed
        ? actions.length > 0 && (
            <MenuButton
              id={menuId}
              button={
                <Button
                  mode="bleed"
                  icon={EllipsisHorizontalIcon}
                  aria-label={t('rich-text.formatting')}
                  disabled={readOnly}
                />
              }
              menu={
                <Menu>
                  {actions.map((action) => (
                    <ActionMenuItem key={`${action.kind}:${action.name}`} action={action} />
                  ))}
                </Menu>
              }
              popover={{portal: true, placement: 'bottom-start'}}
            />
          )
        : actions.map((action) => (
            <ActionButton key={`${action.kind}:${action.name}`} action={action} disabled={readOnly} />
          ))}
      {schema.annotations.map((annotation) => (
        <AnnotationControl key={annotation.name} schema={schema} name={annotation.name} disabled={readOnly} />
      ))}
      <InsertMenu schema={schema} disabled={readOnly} />
      <Box flex={1} />
      <Button
        mode="bleed"
        icon={fullscreen ? CollapseIcon : ExpandIcon}
        aria-label={fullscreen ? t('rich-text.leave-fullscreen') : t('rich-text.fullscreen')}
        title={`${fullscreen ? t('rich-text.leave-fullscreen') : t('rich-text.fullscreen')} (${hotkeyLabel('mod+enter')})`}
        onClick={onToggleFullscreen}
      />
    </Flex>
  )
}

function StyleSelect({schema, disabled}: {schema: EditorSchema; disabled: boolean}) {
  const t = useFormText()
  const editor = useEditor()
  const style = useDeferredEditorSelector(editor, getActiveStyle)
  const expanded = useDeferredEditorSelector(editor, isSelectionExpanded)
  // 'Multiple' means a selection over blocks of different styles; without a caret, or with a block
  // object selected, the select shows the first style.
  const active = style ?? (expanded ? undefined : schema.styles[0]?.name)
  const known = schema.styles.some((candidate) => candidate.name === active)
  return (
    <Box style={{width: '10em'}}>
      <Select
        fontSize={1}
        padding={2}
        aria-label={t('rich-text.text-style')}
        disabled={disabled}
        value={known ? active : ''}
        onChange={(event) => {
          const style = event.currentTarget.value
          if (!style) return
          editor.send({type: 'style.add', style})
          editor.send({type: 'focus'})
        }}
      >
        {!known && <option value="">{t('rich-text.multiple')}</option>}
        {schema.styles.map((style) => (
          <option key={style.name} value={style.name}>
            {style.title ?? style.name}
          </option>
        ))}
      </Select>
    </Box>
  )
}

function useActionState(action: ToolbarAction): {active: boolean; run: () => void} {
  const editor = useEditor()
  const selector = useMemo(
    () => (action.kind === 'decorator' ? isActiveDecorator(action.name) : isActiveListItem(action.name)),
    [action],
  )
  const active = useDeferredEditorSelector(editor, selector)
  const run = () => {
    if (action.kind === 'decorator') editor.send({type: 'decorator.toggle', decorator: action.name})
    else editor.send({type: 'list item.toggle', listItem: action.name})
    editor.send({type: 'focus'})
  }
  return {active, run}
}

const label = (action: ToolbarAction) =>
  action.hotkey ? `${action.title} (${hotkeyLabel(action.hotkey)})` : action.title

function ActionButton({action, disabled}: {action: ToolbarAction; disabled: boolean}) {
  const {active, run} = useActionState(action)
  return (
    <Button
      mode="bleed"
      icon={action.icon}
      selected={active}
      aria-pressed={active}
      aria-label={action.title}
      title={label(action)}
      disabled={disabled}
      // Keeps the editor's selection: the button does not take focus on press.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    />
  )
}

function ActionMenuItem({action}: {action: ToolbarAction}): ReactNode {
  const {active, run} = useActionState(action)
  return <MenuItem icon={action.icon} text={action.title} selected={active} pressed={active} onClick={run} />
}
