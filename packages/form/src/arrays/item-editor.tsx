import {CloseIcon} from '@sanity/icons/Close'
import {Button, Dialog, useClickOutsideEvent, useLayer} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {styled} from 'styled-components'
import type {SchemaType} from '@tessera/types'
import {useState, type KeyboardEvent, type ReactNode} from 'react'
import {useFocusFirstInput} from './use-focus-first-input.js'
import {useFormText} from '../i18n/form-strings.js'

/** How an item's editor opens (spec/001 §9: a dialog of width 1 unless the type says otherwise). */
export interface ModalOptions {
  type: 'dialog' | 'popover'
  width: number | 'auto'
}

/** The array type's `options.modal`, with the defaults; widths 0–4 are @sanity/ui container widths. */
export function modalOptionsOf(arrayType: SchemaType): ModalOptions {
  const modal = (arrayType.options?.modal ?? {}) as {type?: unknown; width?: unknown}
  const type = modal.type === 'popover' ? 'popover' : 'dialog'
  let width: number | 'auto' = 1
  if (modal.width === 'auto') width = 'auto'
  else if (typeof modal.width === 'number' && Number.isFinite(modal.width)) {
    width = Math.min(4, Math.max(0, Math.round(modal.width)))
  }
  return {type, width}
}

export interface ItemEditorProps {
  /** Unique in the document (the item's id). */
  id: string
  itemType: SchemaType
  readOnly: boolean
  modal: ModalOptions
  /** The row the popover points at (popover mode). */
  referenceElement?: HTMLElement | null
  onClose: () => void
  /** The item's form. */
  children: ReactNode
}

/** 'Edit <type>' (or 'View <type>' when read-only) around an item's form, in a dialog or a popover. */
export function ItemEditor({
  id,
  itemType,
  readOnly,
  modal,
  referenceElement,
  onClose,
  children,
}: ItemEditorProps) {
  const t = useFormText()
  const title = t(readOnly ? 'item.view' : 'item.edit', {type: itemType.title ?? itemType.name})
  if (modal.type === 'popover') {
    return (
      <Popover
        open
        portal
        referenceElement={referenceElement}
        placement="bottom"
        fallbackPlacements={['top', 'right', 'left']}
        constrainSize
        preventOverflow
        width={modal.width}
        content={
          <PopoverEditorBody id={id} title={title} referenceElement={referenceElement} onClose={onClose}>
            {children}
          </PopoverEditorBody>
        }
      />
    )
  }
  return (
    <Dialog id={id} header={title} width={modal.width} onClose={onClose} onClickOutside={onClose}>
      <FocusedBody padding={4}>{children}</FocusedBody>
    </Dialog>
  )
}

/**
 * The dialog's fields are laid out and painted only near the view (issue 23): an item of 30 fields
 * repainted its whole scrolling form at every keystroke (paint 7.5 → 2.3 ms, the frame 19.5 → 14.5 ms
 * at 4× CPU in the 100 × 30 benchmark). The containment clips what overflows a field's box, so each
 * field's box reaches 4 px past its content (padding, and the same negative margin: nothing moves),
 * which keeps the labels' ascenders (@sanity/ui trims text boxes to the cap height) and focus rings,
 * and a field holding an open popover or tooltip is left out.
 */
const ContainedFields = styled(Box)`
  /* A field with an open popover or tooltip (the date input's calendar is not in a portal) lets it out. */
  & [data-field]:not(:has([data-ui='Popover'], [data-ui='Tooltip'])) {
    content-visibility: auto;
    contain-intrinsic-size: auto 70px;
    padding: 4px;
    margin: -4px;
  }
`

/** The editor's form, whose first input gets focus when it opens. */
function FocusedBody({children, padding}: {children: ReactNode; padding: number}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useFocusFirstInput(element)
  return (
    <ContainedFields ref={setElement} padding={padding}>
      {children}
    </ContainedFields>
  )
}

function PopoverFormBox({children}: {children: ReactNode}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useFocusFirstInput(element)
  return (
    <Box ref={setElement} padding={3} paddingTop={1} overflow="auto">
      {children}
    </Box>
  )
}

interface PopoverEditorBodyProps {
  id: string
  title: string
  referenceElement?: HTMLElement | null
  onClose: () => void
  children: ReactNode
}

/**
 * The popover's content. It closes with its Close button, Escape, or a click outside it (the row it
 * points at counts as inside) — but only while it is the top layer: a date picker or menu opened from
 * the item's form sits in a layer above, and a click in there must not close the item.
 */
function PopoverEditorBody({id, title, referenceElement, onClose, children}: PopoverEditorBodyProps) {
  const t = useFormText()
  const {isTopLayer} = useLayer()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useClickOutsideEvent(isTopLayer && onClose, () => [element, referenceElement ?? null])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <Stack ref={setElement} role="dialog" aria-label={title} id={id} onKeyDown={onKeyDown}>
      <Flex align="center" paddingLeft={3} paddingRight={1} paddingY={1}>
        <Box flex={1}>
          <Text weight="semibold">{title}</Text>
        </Box>
        <Button mode="bleed" icon={CloseIcon} aria-label={t('item.close')} onClick={onClose} />
      </Flex>
      <PopoverFormBox>{children}</PopoverFormBox>
    </Stack>
  )
}
