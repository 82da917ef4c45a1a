import {useEditor, type EditorSchema, type EditorSnapshot} from '@portabletext/editor'
import {getActiveAnnotations, getFocusTextBlock, isSelectionExpanded} from '@portabletext/editor/selectors'
import {EditIcon} from '@sanity/icons/Edit'
import {TrashIcon} from '@sanity/icons/Trash'
import {Button} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {useEffect, useMemo, useState} from 'react'
import {memberTypeByName, useRichTextContext} from '../objects/rich-text-context.js'
import {textFieldsOf} from '../schema/editor-schema.js'
import {AnnotationFieldsForm} from './annotation-fields-form.js'
import {annotationIcon} from './toolbar-actions.js'
import {useDeferredEditorSelector} from '../editor/use-deferred-editor-selector.js'
import {useFormText} from '../../i18n/form-strings.js'

/** spec/001 §2: annotation popovers are at most 250 px wide. */
export const ANNOTATION_POPOVER_MAX_WIDTH_PX = 250

interface CurrentAnnotation {
  key: string
  blockKey: string
  values: Record<string, string>
}

function currentAnnotation(name: string, fields: {name: string}[]) {
  return (snapshot: EditorSnapshot): CurrentAnnotation | undefined => {
    const markDef = getActiveAnnotations(snapshot).find((annotation) => annotation._type === name)
    const block = getFocusTextBlock(snapshot)
    if (!markDef || !block) return undefined
    const values: Record<string, string> = {}
    for (const field of fields) {
      const value = markDef[field.name]
      values[field.name] = typeof value === 'string' ? value : ''
    }
    return {key: markDef._key, blockKey: block.node._key, values}
  }
}

const sameAnnotation = (a: CurrentAnnotation | undefined, b: CurrentAnnotation | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.key === b.key &&
    a.blockKey === b.blockKey &&
    JSON.stringify(a.values) === JSON.stringify(b.values))

export interface AnnotationControlProps {
  schema: EditorSchema
  /** The annotation type (`link`). */
  name: string
  disabled?: boolean
}

/**
 * The toolbar button of an annotation type and its popover (at most 250 px wide). With text selected
 * the button adds the annotation: a one-field annotation (a link's URL) is filled in the popover
 * itself, checked with the type's validation first; any other opens its form in the dialog or popover
 * array items use. With the caret or the selection in an annotation the popover shows on its own and
 * offers Edit and Remove. Escape closes it (the editor keeps its selection, and the popover stays
 * closed for that annotation).
 */
export function AnnotationControl({schema, name, disabled = false}: AnnotationControlProps) {
  const t = useFormText()
  const editor = useEditor()
  const {arrayType, openObject} = useRichTextContext()
  const compiled = useMemo(() => memberTypeByName(arrayType, name), [arrayType, name])
  const fields = useMemo(() => textFieldsOf(schema, name), [schema, name])
  const inPopover = (compiled?.fields?.length ?? fields.length) <= 1 && fields.length === 1
  const title = schema.annotations.find((annotation) => annotation.name === name)?.title ?? name
  const selector = useMemo(() => currentAnnotation(name, fields), [name, fields])
  const current = useDeferredEditorSelector(editor, selector, sameAnnotation)
  const expanded = useDeferredEditorSelector(editor, isSelectionExpanded)
  const [editing, setEditing] = useState<Record<string, string> | undefined>(undefined)
  const [dismissed, setDismissed] = useState<string | undefined>(undefined)
  const [button, setButton] = useState<HTMLButtonElement | null>(null)

  const showActions = !editing && current !== undefined && current.key !== dismissed && !disabled
  const open = editing !== undefined || showActions

  const close = () => {
    setEditing(undefined)
    if (current) setDismissed(current.key)
    editor.send({type: 'focus'})
  }

  useEffect(() => {
    if (!open) return
    // Before the editor and the fullscreen frame see it: Escape closes the popover first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      close()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  })

  const apply = (values: Record<string, string>) => {
    if (current) {
      editor.send({
        type: 'annotation.set',
        at: [{_key: current.blockKey}, 'markDefs', {_key: current.key}],
        props: values,
      })
    } else {
      editor.send({type: 'annotation.add', annotation: {name, value: values}})
    }
    setEditing(undefined)
    editor.send({type: 'focus'})
  }

  const remove = () => {
    editor.send({type: 'annotation.remove', annotation: {name}})
    setEditing(undefined)
    editor.send({type: 'focus'})
  }

  const openForm = (annotation: CurrentAnnotation) => {
    setDismissed(annotation.key)
    openObject({kind: 'annotation', blockKey: annotation.blockKey, markKey: annotation.key, element: button})
  }

  const startEditing = () => {
    if (inPopover) {
      setEditing(current ? {...current.values} : Object.fromEntries(fields.map((field) => [field.name, ''])))
      return
    }
    if (current) return openForm(current)
    // Added empty, then filled in its form (the new mark definition is where the selection is).
    editor.send({type: 'annotation.add', annotation: {name, value: {}}})
    const added = selector(editor.getSnapshot())
    if (added) openForm(added)
  }

  const content = editing ? (
    <AnnotationFieldsForm
      name={name}
      fields={fields}
      type={compiled}
      initialValues={editing}
      submitText={current ? t('rich-text.save') : t('rich-text.add')}
      onSubmit={apply}
      onCancel={close}
    />
  ) : (
    <Flex gap={1} padding={1} align="center">
      <Box flex={1} paddingX={2} style={{minWidth: 0}}>
        <Text size={1} muted textOverflow="ellipsis">
          {current ? Object.values(current.values).find(Boolean) || title : title}
        </Text>
      </Box>
      <Button mode="bleed" icon={EditIcon} text={t('rich-text.edit')} fontSize={1} onClick={startEditing} />
      <Button
        mode="bleed"
        tone="critical"
        icon={TrashIcon}
        text={t('rich-text.remove')}
        fontSize={1}
        onClick={remove}
      />
    </Flex>
  )

  return (
    <Popover
      open={open}
      portal
      placement="bottom"
      content={
        <Box style={{maxWidth: ANNOTATION_POPOVER_MAX_WIDTH_PX}} data-annotation-popover={name}>
          {content}
        </Box>
      }
    >
      <Button
        ref={setButton}
        mode="bleed"
        icon={annotationIcon(name)}
        aria-label={title}
        title={title}
        selected={current !== undefined}
        aria-pressed={current !== undefined}
        disabled={disabled || (!expanded && current === undefined)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={startEditing}
      />
    </Popover>
  )
}
