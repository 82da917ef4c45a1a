import {Button, Stack, Text, TextInput} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import {AddItemButton} from './add-item-button.js'
import {ItemEditor} from './item-editor.js'
import {ItemMenu} from './item-menu.js'
import {ObjectItemRow} from './object-item-row.js'
import {PrimitiveItemRow} from './primitive-item-row.js'
import {SortableList} from './sortable-list.js'

/** The pieces the array inputs are made of, each on its own; what they were asked to do shows below. */
const meta: Meta = {title: 'Form/Arrays/Parts'}
export default meta

const schema = compileSchema({
  name: 'parts',
  types: [
    {name: 'stop', type: 'object', title: 'Stop', fields: [{name: 'city', type: 'string', title: 'City'}]},
    {name: 'hotel', type: 'object', title: 'Hotel', fields: [{name: 'name', type: 'string', title: 'Name'}]},
  ],
})
const stop = schema.get('stop') as SchemaType
const hotel = schema.get('hotel') as SchemaType

function Log({entries}: {entries: string[]}) {
  return (
    <Text size={1} muted>
      {entries.length === 0 ? 'Nothing yet' : entries.join(' · ')}
    </Text>
  )
}

function AddButtons() {
  const [log, setLog] = useState<string[]>([])
  const onAdd = (type: SchemaType) => setLog((entries) => [...entries, `add ${type.name}`])
  const onPrepend = (type: SchemaType) => setLog((entries) => [...entries, `prepend ${type.name}`])
  return (
    <Stack gap={3} padding={4} style={{maxWidth: 480}}>
      <AddItemButton id="one" types={[stop]} readOnly={false} onAdd={onAdd} />
      <AddItemButton id="several" types={[stop, hotel]} readOnly={false} onAdd={onAdd} />
      {/* A list with items: 'Add to the start' beside 'Add item' (a menu of types for several). */}
      <AddItemButton id="one-prepend" types={[stop]} readOnly={false} onAdd={onAdd} onPrepend={onPrepend} />
      <AddItemButton
        id="several-prepend"
        types={[stop, hotel]}
        readOnly={false}
        onAdd={onAdd}
        onPrepend={onPrepend}
      />
      <AddItemButton id="read-only" types={[stop]} readOnly onAdd={onAdd} />
      <Log entries={log} />
    </Stack>
  )
}

function Rows({readOnly}: {readOnly: boolean}) {
  const [log, setLog] = useState<string[]>([])
  const note = (entry: string) => setLog((entries) => [...entries, entry])
  return (
    <Stack gap={3} padding={4} style={{maxWidth: 480}}>
      <SortableList ids={['a', 'b']} onMove={(from, to) => note(`move ${from} to ${to}`)}>
        <Stack gap={1}>
          {['a', 'b'].map((key) => (
            <ObjectItemRow
              key={key}
              itemKey={key}
              id={`row-${key}`}
              type={stop}
              value={{_key: key, _type: 'stop', city: key === 'a' ? 'Oslo' : 'Bergen'}}
              layout="list"
              sortable
              readOnly={readOnly}
              insertableTypes={[stop, hotel]}
              selected={false}
              onOpen={() => note(`open ${key}`)}
              onRemove={() => note(`remove ${key}`)}
              onDuplicate={() => note(`duplicate ${key}`)}
              onInsert={(position, type) => note(`insert ${type.name} ${position} ${key}`)}
            />
          ))}
        </Stack>
      </SortableList>
      <SortableList ids={['p0']} onMove={() => {}}>
        <PrimitiveItemRow
          rowId="p0"
          index={0}
          sortable
          readOnly={readOnly}
          onRemove={() => note('remove value')}
        >
          <TextInput value="A primitive value" readOnly />
        </PrimitiveItemRow>
      </SortableList>
      <Log entries={log} />
    </Stack>
  )
}

function Editor({popover}: {popover: boolean}) {
  const [open, setOpen] = useState(false)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <Stack gap={3} padding={4} style={{maxWidth: 480}}>
      <Button ref={setAnchor} text="Open the editor" mode="ghost" onClick={() => setOpen(true)} />
      {open && (
        <ItemEditor
          id="part-editor"
          itemType={stop}
          readOnly={false}
          modal={{type: popover ? 'popover' : 'dialog', width: 1}}
          referenceElement={anchor}
          onClose={() => setOpen(false)}
        >
          <Text>The item's form goes here.</Text>
        </ItemEditor>
      )}
    </Stack>
  )
}

export const AddItemButtons: StoryObj = {render: () => <AddButtons />}
export const ItemRows: StoryObj = {render: () => <Rows readOnly={false} />}
export const ReadOnlyRows: StoryObj = {render: () => <Rows readOnly />}
export const Menu: StoryObj = {
  render: () => (
    <Stack padding={4}>
      <ItemMenu id="menu" types={[stop]} onRemove={() => {}} onDuplicate={() => {}} onInsert={() => {}} />
    </Stack>
  ),
}
export const EditorDialog: StoryObj = {render: () => <Editor popover={false} />}
export const EditorPopover: StoryObj = {render: () => <Editor popover />}
