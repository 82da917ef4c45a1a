import {Grid} from '@sanity/ui'
import {Stack} from '@tessera/kit/primitives'
import type {SchemaType} from '@tessera/types'
import {useCallback, useLayoutEffect, useMemo, useRef, useState} from 'react'
import type {ArrayInputProps, OnPatch} from '../inputs/input-props.js'
import {useCurrentValue} from '../builder/use-current-value.js'
import {MemberError} from '../panels/member-error.js'
import {prefixPatches} from '../patch/patches.js'
import type {ArrayMember, ItemMember} from '../state/types.js'
import {AddReferenceItem} from '../inputs/reference/add-reference-item.js'
import {isReferenceType, requiresUniqueItems} from '../inputs/reference/reference-value.js'
import {AddItemButton} from './add-item-button.js'
import {
  appendPatches,
  prependPatches,
  domIdOf,
  duplicateItem,
  initialValuePatches,
  insertNextTo,
  isEmptyItem,
  keyOf,
  movePatches,
  newItem,
  removePatches,
} from './array-patches.js'
import {ItemEditor, modalOptionsOf} from './item-editor.js'
import {KeyedItemRow, type RowHandlers} from './keyed-item-row.js'
import {SortableList} from './sortable-list.js'
import {useItemInitialValue} from './use-item-initial-value.js'
import {VirtualRows} from './virtual-rows.js'

/** Grids have at most this many columns (spec/001 §9). */
export const MAX_GRID_COLUMNS = 4

const itemKeyOf = (member: ItemMember) => keyOf(member.item.value)

/** Where a new item goes: next to an item, at the start (prepend), or at the end when left out. */
type Placement = {position: 'before' | 'after'; key: string} | 'start'
/**
 * An array of objects (spec/001 §2, §4): a list or grid of item previews, reordered by dragging, each
 * with a menu (remove, duplicate, add before or after), 'Add item' below, and the open item's form in
 * a dialog or popover. Patches are relative to the array and address items by `_key`.
 */
export function ArrayOfObjectsInput({node, onChange, renderInput}: ArrayInputProps) {
  // Decisions (append or create, remove or unset, is the closed item empty) read the array as the
  // document holds it now: the rendered node may not have caught up with the last edits yet.
  const currentValue = useCurrentValue(node)
  const currentItems = (): unknown[] => {
    const value = currentValue()
    return Array.isArray(value) ? value : []
  }
  const options = node.schemaType.options ?? {}
  const layout = options.layout === 'grid' ? 'grid' : 'list'
  const sortable = options.sortable !== false && !node.readOnly
  const objectTypes = useMemo(
    () => (node.schemaType.of ?? []).filter((type) => type.jsonType === 'object'),
    [node.schemaType],
  )
  const modal = useMemo(() => modalOptionsOf(node.schemaType), [node.schemaType])
  const [openKey, setOpenKey] = useState<string>()
  const listRef = useRef<HTMLDivElement>(null)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  /** Items removed here: an initial value resolving late must not bring them back. */
  const removed = useRef(new Set<string>())

  const onResolved = useCallback(
    (key: string, value: unknown) => {
      if (removed.current.has(key)) return
      const patches = initialValuePatches(key, value)
      if (patches.length > 0) onChange(patches)
    },
    [onChange],
  )
  const resolveInitialValue = useItemInitialValue(onResolved)

  /** A reference being added: its search is open in place (nothing is inserted until a pick). */
  const [adding, setAdding] = useState<{
    type: SchemaType
    nextTo?: Placement
  }>()
  /** The patches that put a new item where it was asked for: next to an item, first, or last. */
  const place = (item: Record<string, unknown> & {_key: string}, nextTo: Placement | undefined) =>
    nextTo === 'start'
      ? prependPatches(currentItems(), item)
      : nextTo
        ? insertNextTo(item, nextTo.position, nextTo.key)
        : appendPatches(currentItems(), item)
  const add = (type: SchemaType, nextTo?: Placement) => {
    // References (of this dataset or another) are added through their search, in place.
    if (isReferenceType(type)) {
      setAdding({type, nextTo})
      return
    }
    const item = newItem(type)
    onChange(place(item, nextTo))
    setOpenKey(item._key)
    resolveInitialValue(item._key, type)
  }
  const remove = (key: string) => {
    removed.current.add(key)
    if (openKey === key) setOpenKey(undefined)
    onChange(removePatches(currentItems(), key))
  }
  const move = (fromKey: string, toKey: string) => {
    const patches = movePatches(currentItems(), fromKey, toKey)
    if (patches) onChange(patches)
  }

  const closeEditor = () => {
    const key = openKey
    setOpenKey(undefined)
    if (key === undefined || node.readOnly) return
    const item = currentItems().find((candidate) => keyOf(candidate) === key)
    if (item !== undefined && isEmptyItem(item)) remove(key)
  }

  const latest = useRef({add, remove, onChange, closeEditor})
  latest.current = {add, remove, onChange, closeEditor}
  // The same callbacks for the array's life: the add button and the item's dialog render with every
  // edit of an item otherwise (new props each time), and the dialog's frame is not small.
  const onAddItem = useCallback((type: SchemaType) => latest.current.add(type), [])
  const onPrependItem = useCallback((type: SchemaType) => latest.current.add(type, 'start'), [])
  const onCloseEditor = useCallback(() => latest.current.closeEditor(), [])
  const handlers = useMemo<RowHandlers>(
    () => ({
      open: (key) => setOpenKey(key),
      remove: (key) => latest.current.remove(key),
      duplicate: (key, value) =>
        latest.current.onChange(insertNextTo(duplicateItem(value as Record<string, unknown>), 'after', key)),
      insert: (key, position, type) => latest.current.add(type, {position, key}),
    }),
    [],
  )
  const openKeyForEditor = openKey
  const editorOnChange = useMemo(
    () => (openKeyForEditor === undefined ? undefined : itemOnChange(onChange, openKeyForEditor)),
    [onChange, openKeyForEditor],
  )

  const members = node.members
  const arrayErrors = members.filter(
    (member) => member.kind === 'error' && member.error.type !== 'UNDECLARED_TYPE',
  )
  const itemMembers = members.filter((member): member is ItemMember => member.kind === 'item')
  const openMember = itemMembers.find((member) => openKey !== undefined && itemKeyOf(member) === openKey)

  // The popover points at the open item's row.
  useLayoutEffect(() => {
    if (modal.type !== 'popover' || openKey === undefined) {
      setAnchor(null)
      return
    }
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-item-key]') ?? []
    setAnchor(Array.from(rows).find((row) => row.dataset.itemKey === openKey) ?? null)
  }, [modal.type, openKey, openMember])

  const renderMember = (member: ArrayMember) => {
    if (member.kind === 'error') {
      return (
        <MemberError
          member={member}
          onChange={onChange}
          readOnly={node.readOnly}
          schemaType={node.schemaType}
        />
      )
    }
    const key = itemKeyOf(member)
    if (key === undefined) return null
    return (
      <KeyedItemRow
        handlers={handlers}
        itemKey={key}
        id={domIdOf(member.item.id)}
        type={member.item.schemaType}
        value={member.item.value}
        layout={layout}
        sortable={sortable}
        readOnly={node.readOnly}
        insertableTypes={objectTypes}
        selected={openKey === key}
      />
    )
  }

  if (arrayErrors.length > 0) {
    return (
      <Stack gap={2}>
        {arrayErrors.map((member) => (
          <div key={member.key}>{renderMember(member)}</div>
        ))}
      </Stack>
    )
  }

  const ids = itemMembers.map(itemKeyOf).filter((key): key is string => key !== undefined)
  return (
    <Stack gap={2}>
      {members.length > 0 && (
        <div ref={listRef}>
          <SortableList ids={ids} onMove={move} layout={layout}>
            {layout === 'grid' ? (
              <Grid gridTemplateColumns={[2, 3, MAX_GRID_COLUMNS]} gap={2}>
                {members.map((member) => (
                  <div key={member.key}>{renderMember(member)}</div>
                ))}
              </Grid>
            ) : (
              <VirtualRows
                count={members.length}
                keyOf={(index) => members[index].key}
                renderRow={(index) => renderMember(members[index])}
              />
            )}
          </SortableList>
        </div>
      )}
      {adding ? (
        <AddReferenceItem
          id={`${domIdOf(node.id)}-add-reference`}
          type={adding.type}
          path={node.path}
          readOnly={node.readOnly}
          disabledIds={requiresUniqueItems(node.schemaType) ? referencedIds(currentItems()) : undefined}
          onCancel={() => setAdding(undefined)}
          onAdd={(reference) => {
            const {nextTo} = adding
            const item = {...reference} as Record<string, unknown> & {_key: string}
            setAdding(undefined)
            onChange(place(item, nextTo))
          }}
        />
      ) : (
        <AddItemButton
          id={domIdOf(node.id)}
          types={objectTypes}
          readOnly={node.readOnly}
          onAdd={onAddItem}
          onPrepend={members.length > 0 ? onPrependItem : undefined}
        />
      )}
      {openMember && (modal.type === 'dialog' || anchor) && (
        <ItemEditor
          id={`${domIdOf(openMember.item.id)}-editor`}
          itemType={openMember.item.schemaType}
          readOnly={node.readOnly}
          modal={modal}
          referenceElement={anchor}
          onClose={onCloseEditor}
        >
          {editorOnChange && renderInput(openMember.item, editorOnChange)}
        </ItemEditor>
      )}
    </Stack>
  )
}

/** The targets of the reference items (for arrays whose items must be unique). */
function referencedIds(items: readonly unknown[]): Set<string> {
  const ids = new Set<string>()
  for (const item of items) {
    const ref = (item as {_ref?: unknown} | null)?._ref
    if (typeof ref === 'string') ids.add(ref)
  }
  return ids
}

/** An item's patches, addressed to it by key. */
function itemOnChange(onChange: OnPatch, key: string): OnPatch {
  return (patches) => onChange(prefixPatches(patches, {_key: key}))
}
