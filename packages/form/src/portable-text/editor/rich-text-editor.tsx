import {EditorProvider, type EditorEmittedEvent} from '@portabletext/editor'
import {EventListenerPlugin, NodePlugin} from '@portabletext/editor/plugins'
import {MarkdownShortcutsPlugin} from '@portabletext/plugin-markdown-shortcuts'
import {Card, Stack, Text} from '@sanity/ui'
import {randomKey} from '@tessera/schema'
import {useCallback, useMemo, useState} from 'react'
import {useCurrentValue} from '../../builder/use-current-value.js'
import type {ArrayInputProps} from '../../inputs/input-props.js'
import {createNodes} from '../render/nodes.js'
import {toEditorSchema} from '../schema/editor-schema.js'
import {ObjectEditorHost} from '../objects/object-editor-host.js'
import type {ObjectTarget} from '../objects/object-target.js'
import {RichTextContext} from '../objects/rich-text-context.js'
import {EditorFrame} from './editor-frame.js'
import {markdownShortcuts} from './markdown-shortcuts.js'
import {asBlocks, PatchesOutPlugin, ValueInPlugin} from './sync-plugins.js'

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
  // The value when the editor starts; after that the editor follows the document through ValueInPlugin.
  const [initialValue] = useState(() => asBlocks(readValue()))
  const [invalid, setInvalid] = useState(false)
  const onEvent = useCallback((event: EditorEmittedEvent) => {
    if (event.type === 'invalid value') setInvalid(true)
    else if (event.type === 'value changed') setInvalid(false)
  }, [])
  const label = node.schemaType.title ?? node.schemaType.name
  const [openTarget, setOpenTarget] = useState<ObjectTarget>()
  const context = useMemo(
    () => ({arrayType: node.schemaType, readOnly: node.readOnly, openObject: setOpenTarget}),
    [node.schemaType, node.readOnly],
  )

  return (
    <RichTextContext.Provider value={context}>
      <Stack gap={2} data-testid={`rich-text-${node.id}`}>
        <EditorProvider
          initialConfig={{
            schemaDefinition: schema,
            initialValue,
            readOnly: node.readOnly,
            keyGenerator: randomKey,
          }}
        >
          <PatchesOutPlugin onChange={onChange} />
          <ValueInPlugin readValue={readValue} readOnly={node.readOnly} />
          <EventListenerPlugin on={onEvent} />
          <NodePlugin nodes={nodes} />
          <MarkdownShortcutsPlugin {...shortcuts} />
          <EditorFrame schema={schema} readOnly={node.readOnly} label={label} />
        </EditorProvider>
        <ObjectEditorHost
          node={node}
          target={openTarget}
          onChange={onChange}
          renderInput={renderInput}
          onClose={() => setOpenTarget(undefined)}
        />
        {invalid && (
          <Card padding={3} radius={2} tone="caution" border>
            <Text size={1}>Invalid rich-text value: some blocks do not match the schema.</Text>
          </Card>
        )}
      </Stack>
    </RichTextContext.Provider>
  )
}
