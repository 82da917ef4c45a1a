import {AddIcon} from '@sanity/icons/Add'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {SchemaType} from '@tessera/types'
import {useEffect, useRef, useState} from 'react'
import {LazyTooltip, useToast} from '@tessera/kit'
import type {ArrayInputProps, OnPatch} from '../inputs/input-props.js'
import {useCurrentValue} from '../builder/use-current-value.js'
import {MemberError} from '../panels/member-error.js'
import {set} from '../patch/patches.js'
import {importLines, skippedLinesMessage} from './parse-imported-lines.js'
import {PrimitiveItemRow} from './primitive-item-row.js'
import {
  appendPrimitives,
  prependPrimitives,
  emptyPrimitiveOf,
  liveIndexOf,
  primitiveItemPatches,
  removePrimitive,
} from './primitive-array-patches.js'
import {useRowIds} from './row-ids.js'
import {SortableList} from './sortable-list.js'
import {textFileDropHandlers, TextFileUploadButton} from './text-file-import.js'
import {VirtualRows} from './virtual-rows.js'
import {useFormText} from '../i18n/form-strings.js'
import {PrependButton} from './add-item-button.js'
import {domIdOf} from './array-patches.js'

const PRIMITIVES = ['string', 'number', 'boolean']

const NONE: unknown[] = []

/**
 * An array of strings, numbers or booleans (spec/001 §2, §4): a row per value with its input, a drag
 * handle and a remove button; 'Add item', and values imported from a text file (upload or drop), one
 * per line. Values are added at the end and edited or removed by index (primitive-array-patches.ts),
 * so concurrent edits of different items merge; a move writes the array whole; removing the last value
 * unsets the field.
 */
export function ArrayOfPrimitivesInput({node, onChange, renderInput}: ArrayInputProps) {
  const t = useFormText()
  const values = Array.isArray(node.value) ? node.value : NONE
  // Moves and removals are computed on the array as the document holds it now (the rendered one may
  // be a moment behind).
  const readValue = useCurrentValue(node)
  const liveValues = () => {
    const live = readValue()
    return Array.isArray(live) ? live : NONE
  }
  const memberTypes = (node.schemaType.of ?? []).filter((type) => PRIMITIVES.includes(type.jsonType))
  const memberJsonTypes = memberTypes.map((type) => type.jsonType)
  const sortable = node.schemaType.options?.sortable !== false && !node.readOnly
  const rowIds = useRowIds(values.length)
  const listRef = useRef<HTMLDivElement>(null)
  /** The row to focus once the list has `rows` rows (a new row shows when the form catches up). */
  const [focusRow, setFocusRow] = useState<{index: number; rows: number}>()
  const renderedRows = node.members.length

  /** Removes the value shown at `index`, wherever it is in the document now (gone already: nothing). */
  const remove = (index: number) => {
    const live = liveValues()
    const at = liveIndexOf(live, values, index)
    if (at < 0) return
    rowIds.remove(at)
    onChange(removePrimitive(live.length, at))
  }
  const move = (fromId: string, toId: string) => {
    const from = rowIds.ids.indexOf(fromId)
    const to = rowIds.ids.indexOf(toId)
    const next = [...liveValues()]
    if (from < 0 || to < 0 || from === to || from >= next.length || to >= next.length) return
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved)
    rowIds.move(from, to)
    onChange([set(next)])
  }
  const add = () => {
    const length = liveValues().length
    setFocusRow({index: length, rows: length + 1})
    onChange(appendPrimitives([emptyPrimitiveOf(memberTypes[0])]))
  }
  const prepend = () => {
    const length = liveValues().length
    rowIds.prepend()
    setFocusRow({index: 0, rows: length + 1})
    onChange(prependPrimitives([emptyPrimitiveOf(memberTypes[0])]))
  }
  const toast = useToast()
  const importText = (text: string) => {
    const {values, skipped} = importLines(text, memberJsonTypes)
    onChange(appendPrimitives(values))
    // Lines that fit none of the list's types are said, not dropped silently.
    if (skipped > 0)
      toast.push({status: 'warning', title: skippedLinesMessage(skipped, memberJsonTypes), closable: true})
  }
  const itemOnChange =
    (index: number, type: SchemaType): OnPatch =>
    (patches) =>
      onChange(primitiveItemPatches(index, type, patches))

  // The row added last gets focus once it is there.
  useEffect(() => {
    // The new row shows once the form catches up with the document: focus it then.
    if (focusRow === undefined || renderedRows < focusRow.rows) return
    const row = listRef.current?.querySelector(`[data-array-row="${focusRow.index}"]`)
    const target = row?.querySelector<HTMLElement>(
      'input, textarea, select, [tabindex]:not([data-drag-handle])',
    )
    target?.focus()
    // A new number item holds 0 (an array item cannot be missing), but starts with an empty field, as
    // an emptied one does: typing "30" gives 30, not "030".
    if (target instanceof HTMLInputElement && target.type === 'number' && target.value === '0')
      target.value = ''
    setFocusRow(undefined)
  }, [focusRow, renderedRows])

  const members = node.members
  const arrayError = members.find(
    (member) => member.kind === 'error' && member.error.type !== 'UNDECLARED_TYPE',
  )
  if (arrayError?.kind === 'error') {
    return (
      <MemberError
        member={arrayError}
        onChange={onChange}
        readOnly={node.readOnly}
        schemaType={node.schemaType}
      />
    )
  }

  const renderRow = (position: number) => {
    const member = members[position]
    if (member.kind === 'error')
      return (
        <MemberError
          member={member}
          onChange={onChange}
          readOnly={node.readOnly}
          schemaType={node.schemaType}
        />
      )
    return (
      <PrimitiveItemRow
        rowId={rowIds.ids[member.index]}
        index={member.index}
        sortable={sortable}
        readOnly={node.readOnly}
        onRemove={() => remove(member.index)}
      >
        {renderInput(member.item, itemOnChange(member.index, member.item.schemaType))}
      </PrimitiveItemRow>
    )
  }

  const drop = node.readOnly ? {} : textFileDropHandlers(importText)
  return (
    <Stack gap={2}>
      <Card ref={listRef} radius={2} border padding={1} {...drop} data-drop-target="">
        {members.length === 0 ? (
          <Box padding={3}>
            <Text size={1} muted align="center">
              {node.readOnly ? t('array.no-items') : t('array.no-items-import')}
            </Text>
          </Box>
        ) : (
          <SortableList ids={rowIds.ids.slice()} onMove={move}>
            <VirtualRows
              count={members.length}
              keyOf={(position) => {
                const member = members[position]
                return member.kind === 'item' ? rowIds.ids[member.index] : member.key
              }}
              renderRow={renderRow}
            />
          </SortableList>
        )}
      </Card>
      {node.readOnly ? (
        <LazyTooltip
          content={
            <Box padding={2}>
              <Text size={1}>{t('array.read-only')}</Text>
            </Box>
          }
          portal
        >
          <div>
            <Button icon={AddIcon} text={t('array.add-item')} mode="ghost" disabled style={{width: '100%'}} />
          </div>
        </LazyTooltip>
      ) : (
        <Flex gap={2}>
          <Box flex={1}>
            <Button
              icon={AddIcon}
              text={t('array.add-item')}
              mode="ghost"
              onClick={add}
              style={{width: '100%'}}
            />
          </Box>
          {values.length > 0 && (
            <PrependButton id={domIdOf(node.id)} types={memberTypes.slice(0, 1)} onPrepend={prepend} />
          )}
          <TextFileUploadButton onText={importText} />
        </Flex>
      )}
    </Stack>
  )
}
