import {EditorProvider, type EditorEmittedEvent, type InvalidValueResolution} from '@portabletext/editor'
import {BehaviorPlugin, EventListenerPlugin, NodePlugin} from '@portabletext/editor/plugins'
import {MarkdownShortcutsPlugin} from '@portabletext/plugin-markdown-shortcuts'
import {Stack} from '@tessera/kit/primitives'
import {randomKey} from '@tessera/schema'
import {useCallback, useEffect, useMemo, useState} from 'react'
import {useCurrentValue} from '../../builder/use-current-value.js'
import type {ArrayInputProps} from '../../inputs/input-props.js'
import {createNodes} from '../render/nodes.js'
import {createListNumberStore} from '../render/list-number-store.js'
import {listNumbers} from '../render/list-numbers.js'
import {toEditorSchema} from '../schema/editor-schema.js'
import {findInvalidBlock} from '../invalid/find-invalid-block.js'
import {InvalidValuePanel} from '../invalid/invalid-value-panel.js'
import {toFormPatch} from '../patches/editor-patches.js'
import {ObjectEditorHost} from '../objects/object-editor-host.js'
import type {ObjectTarget} from '../objects/object-target.js'
import {RichTextContext} from '../objects/rich-text-context.js'
import {createBlockStatusStore} from '../status/block-status-store.js'
import {blockStatuses} from '../status/collect-status.js'
import {htmlPasteBehavior} from '../paste/html-paste-behavior.js'
import {EditorFrame} from './editor-frame.js'
import {FocusPathPlugin} from './focus-path-plugin.js'
import {ListNumbersPlugin} from './list-numbers-plugin.js'
import {markdownShortcuts} from './markdown-shortcuts.js'
import {asBlocks, PatchesOutPlugin, ValueInPlugin} from './sync-plugins.js'

const PASTE_BEHAVIORS = [htmlPasteBehavior]

export type RichTextEditorProps = Pick<ArrayInputProps, 'node' | 'onChange' | 'renderInput'>

/**
 * The rich-text input of an array with a `block` member: the Portable Text editor on the field's
 * schema, its edits sent out as patches as they happen and the document's value handed back in after
 * every render (see sync-plugins.tsx). Loaded on demand by `PortableTextInput`.
 */
export function RichTextEditor({node, onChange, renderInput}: RichTextEditorProps) {
  const schema = useMemo(() => toEditorSchema(node.schemaType), [node.schemaType])
  const nodes = useMemo(() => createNodes(schema), [schema])
  const shortcuts = useMemo(() => markdownShortcuts(schema), [schema])
  const readValue = useCurrentValue(node)
  // The value when the editor starts, for the first render's list numbers. The editor itself starts
  // empty and gets the value from ValueInPlugin once ready, in one pass: given as its initial value,
  // it would load it ten blocks per task, re-rendering the growing editor each time (seconds for 500
  // blocks).
  const [initialValue] = useState(() => asBlocks(readValue()))
  // The editor's report of blocks it cannot show, until fixed or ignored (while it shows, the editor is
  // read-only: what it holds is only the part it could load).
  const [invalid, setInvalid] = useState<{resolution: InvalidValueResolution | null}>()
  const [ignored, setIgnored] = useState(false)
  const onEvent = useCallback((event: EditorEmittedEvent) => {
    if (event.type === 'invalid value') setInvalid({resolution: event.resolution})
    else if (event.type === 'value changed') setInvalid(undefined)
  }, [])
  // Our own check of the value (styles, marks and list types too, which the editor does not check).
  const ownProblem = useMemo(() => findInvalidBlock(node.value, schema, randomKey), [node.value, schema])
  const editorFix =
    invalid?.resolution && invalid.resolution.patches.length > 0 ? invalid.resolution : undefined
  const problem = ownProblem
    ? {
        description: ownProblem.description,
        action: ownProblem.action,
        text: ownProblem.text,
        patches: ownProblem.patches,
      }
    : invalid
      ? {
          description: invalid.resolution?.description,
          action: editorFix?.action,
          text: undefined,
          patches: editorFix?.patches.map(toFormPatch) ?? [],
        }
      : undefined
  const fix = () => {
    if (!problem) return
    setInvalid(undefined)
    onChange(problem.patches)
  }
  const readOnly = node.readOnly || (problem !== undefined && !ignored)
  const label = node.schemaType.title ?? node.schemaType.name
  const [openTarget, setOpenTarget] = useState<ObjectTarget>()
  const [statusStore] = useState(createBlockStatusStore)
  useEffect(() => statusStore.set(blockStatuses(node)), [statusStore, node])
  // The first render's blocks already show their numbers; ListNumbersPlugin follows the editor after.
  const [listNumberStore] = useState(() =>
    createListNumberStore(listNumbers(initialValue, schema.block.name)),
  )
  const context = useMemo(
    () => ({
      arrayType: node.schemaType,
      readOnly: node.readOnly,
      openObject: setOpenTarget,
      fieldId: node.id,
      statusStore,
      listNumbers: listNumberStore,
    }),
    [node.schemaType, node.readOnly, node.id, statusStore, listNumberStore],
  )

  return (
    <RichTextContext.Provider value={context}>
      <Stack gap={2} data-testid={`rich-text-${node.id}`}>
        {problem && !ignored && (
          <InvalidValuePanel
            description={problem.description}
            action={problem.patches.length > 0 ? problem.action : undefined}
            text={problem.text}
            readOnly={node.readOnly}
            onIgnore={() => setIgnored(true)}
            onFix={fix}
          />
        )}
        <EditorProvider
          initialConfig={{
            schemaDefinition: schema,
            readOnly,
            keyGenerator: randomKey,
          }}
        >
          <PatchesOutPlugin onChange={onChange} />
          <ValueInPlugin readValue={readValue} readOnly={readOnly} />
          <EventListenerPlugin on={onEvent} />
          <FocusPathPlugin fieldPath={node.path} />
          <ListNumbersPlugin store={listNumberStore} textBlockType={schema.block.name} />
          <NodePlugin nodes={nodes} />
          <BehaviorPlugin behaviors={PASTE_BEHAVIORS} />
          <MarkdownShortcutsPlugin {...shortcuts} />
          <EditorFrame schema={schema} readOnly={readOnly} label={label} />
          <ObjectEditorHost
            node={node}
            target={openTarget}
            onChange={onChange}
            renderInput={renderInput}
            onClose={() => setOpenTarget(undefined)}
          />
        </EditorProvider>
      </Stack>
    </RichTextContext.Provider>
  )
}
