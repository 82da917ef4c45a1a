import {AddIcon} from '@sanity/icons/Add'
import {Button, Dialog, useClickOutsideEvent} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {useCallback, useMemo, useRef, useState, type KeyboardEvent} from 'react'
import {filterNewDocumentOptions} from './filter-new-document-options.js'
import {NEW_DOCUMENT_POPOVER_WIDTH, type NewDocumentItem} from './types.js'
import {useStudioText} from '../../i18n/studio-strings.js'

// The list and @sanity/ui's popover (with floating-ui) load together, when the menu is first wanted.
const contentCode = createCodeLoader(() =>
  Promise.all([import('./new-document-content.js'), import('@sanity/ui/popover')]).then(
    ([content, popover]) => ({NewDocumentContent: content.NewDocumentContent, Popover: popover.Popover}),
  ),
)

export interface NewDocumentMenuViewProps {
  items: NewDocumentItem[]
  /** A dialog on narrow screens, a popover otherwise (spec 000 §2.4). */
  narrow: boolean
  onSelect: (item: NewDocumentItem) => void
  /** Start open (stories). */
  defaultOpen?: boolean
  defaultQuery?: string
  /** The options' permissions are still being checked (the button waits, disabled). */
  loading?: boolean
}

const NO_ITEMS: NewDocumentItem[] = []

/**
 * The new-document button and its menu (spec 000 §2.5): the button toggles it, ArrowDown on the button
 * opens it, Escape and Tab close it, closing clears the filter; ArrowUp/Down move, Enter picks.
 */
export function NewDocumentMenuView({
  items,
  narrow,
  onSelect,
  defaultOpen = false,
  defaultQuery = '',
  loading = false,
}: NewDocumentMenuViewProps) {
  const t = useStudioText()
  const [open, setOpen] = useState(defaultOpen)
  const [query, setQuery] = useState(defaultQuery)
  const [activeIndex, setActiveIndex] = useState(0)
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  // The popover's anchor, as state: a menu open from its first render (a restored or story state)
  // gets the button once it has mounted, not the ref's null of that first render.
  const [buttonElement, setButtonElement] = useState<HTMLButtonElement | null>(null)
  const setButton = useCallback((element: HTMLButtonElement | null) => {
    buttonRef.current = element
    setButtonElement(element)
  }, [])
  const popoverRef = useRef<HTMLDivElement | null>(null)
  // Sorted only while open: the first localeCompare sets up the locale's collation (~8 ms), which the
  // navbar's first render would otherwise pay on the way to an editable document.
  const filtered = useMemo(
    () => (open ? filterNewDocumentOptions(items, query) : NO_ITEMS),
    [open, items, query],
  )
  const canCreate = items.some((item) => item.hasPermission)

  const close = useCallback(() => {
    setOpen(false)
    setQuery('')
    setActiveIndex(0)
  }, [])
  const pick = (item: NewDocumentItem) => {
    if (!item.hasPermission) return
    close()
    onSelect(item)
  }
  useClickOutsideEvent(open && !narrow ? close : undefined, () => [buttonRef.current, popoverRef.current])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault()
      setOpen(true)
    }
  }
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      close()
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActiveIndex((index) => Math.min(index + 1, filtered.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActiveIndex((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const item = filtered[activeIndex]
      if (item) pick(item)
    }
  }

  // The list's code loads when the button is first hovered or focused (or pressed), so it shows at once.
  const [wanted, setWanted] = useState(defaultOpen)
  const code = useLoadedCode(contentCode, wanted || open)
  const NewDocumentContent = code?.NewDocumentContent
  const content = NewDocumentContent && (
    <NewDocumentContent
      narrow={narrow}
      query={query}
      onQueryChange={(next) => {
        setQuery(next)
        setActiveIndex(0)
      }}
      onKeyDown={onListKeyDown}
      items={filtered}
      hasOptions={items.length > 0}
      activeIndex={activeIndex}
      onSelect={pick}
      onHover={setActiveIndex}
    />
  )

  const button = (
    <Button
      ref={setButton}
      icon={AddIcon}
      mode="bleed"
      aria-label={t('new-document.label')}
      aria-haspopup={narrow ? 'dialog' : 'listbox'}
      aria-expanded={open}
      disabled={!canCreate}
      data-loading={loading || undefined}
      selected={open}
      onClick={() => (open ? close() : setOpen(true))}
      onKeyDown={onButtonKeyDown}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    />
  )

  if (narrow) {
    return (
      <>
        {button}
        {open && content && (
          <Dialog id="new-document-dialog" header={t('new-document.label')} width={1} onClose={close}>
            {content}
          </Dialog>
        )}
      </>
    )
  }
  // The popover mounts only while open: closed, it cost every studio start a floating-element setup
  // for nothing. It hangs on the button (referenceElement), which stays mounted and keeps its focus.
  return (
    <>
      {button}
      {open && code && content && (
        <code.Popover
          ref={popoverRef}
          open
          portal
          placement="bottom-start"
          referenceElement={buttonElement}
          content={<Box style={{width: NEW_DOCUMENT_POPOVER_WIDTH}}>{content}</Box>}
        />
      )}
    </>
  )
}
