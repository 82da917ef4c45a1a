import {useMediaIndex} from '@sanity/ui'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {useCallback, useRef, useState} from 'react'
import {FULLSCREEN_BELOW_MEDIA_INDEX} from './constants.js'
import {SearchButton} from './trigger/search-button.js'
import {useSearchShortcut} from './trigger/use-search-shortcut.js'

/** What the shell gives the search (the navbar renders `GlobalSearch` with these). */
export interface NavbarSearchProps {
  /** Opens a hit: the shell navigates to the edit intent of the document. */
  onOpenDocument(document: {id: string; type: string}): void
  /** The @sanity/ui media index to lay out for; the viewport's by default. */
  mediaIndex?: number
}

// The panel (filters, editors, results) loads when the search first opens, not with the studio; its
// arrival is an ordinary state update, not a Suspense reveal (React throttles those: see useLoadedCode).
const openSearchLoader = createCodeLoader(() => import('./open-search.js').then((module) => module.default))

/**
 * The global search, connected to the signed-in workspace: the navbar trigger, mod+K (toggles) and
 * the panel (popover on wide widths, fullscreen on narrow ones). Opening a hit saves the search to
 * the recent ones, closes the panel and asks the shell to open the document.
 */
export function GlobalSearch(props: NavbarSearchProps) {
  const viewportIndex = useMediaIndex()
  const mediaIndex = props.mediaIndex ?? viewportIndex
  const fullscreen = mediaIndex < FULLSCREEN_BELOW_MEDIA_INDEX
  const [open, setOpen] = useState(false)
  const OpenSearch = useLoadedCode(openSearchLoader, open)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const toggle = useCallback(() => setOpen((was) => !was), [])
  useSearchShortcut(toggle)
  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  return (
    <>
      <SearchButton ref={buttonRef} compact={fullscreen} open={open} onClick={toggle} />
      {open && OpenSearch && (
        <OpenSearch fullscreen={fullscreen} onClose={close} onOpenDocument={props.onOpenDocument} />
      )}
    </>
  )
}
