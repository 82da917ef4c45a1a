import {useMediaIndex} from '@sanity/ui'
import {DocumentPreview, useKernel} from '@tessera/kit'
import {getDocumentTypeNames} from '@tessera/schema'
import {searchReferences, type SearchHit} from '@tessera/store'
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import {firstValueFrom} from 'rxjs'
import {DEBUG_HASH_MARKER, FULLSCREEN_BELOW_MEDIA_INDEX} from './constants.js'
import type {ReferenceFinder} from './filters/editors/reference-input.js'
import {SearchPanelView} from './panel/search-panel-view.js'
import {SearchSurface} from './panel/search-surface.js'
import {useGlobalSearch} from './state/use-global-search.js'
import {SearchButton} from './trigger/search-button.js'
import {useSearchShortcut} from './trigger/use-search-shortcut.js'

/** What the shell gives the search (the navbar renders `GlobalSearch` with these). */
export interface NavbarSearchProps {
  /** Opens a hit: the shell navigates to the edit intent of the document. */
  onOpenDocument(document: {id: string; type: string}): void
  /** The @sanity/ui media index to lay out for; the viewport's by default. */
  mediaIndex?: number
}

function hashHasDebugMarker(): boolean {
  return typeof window !== 'undefined' && window.location.hash.includes(DEBUG_HASH_MARKER)
}

/** The debug flag, following the URL hash (spec 000 §2.6). */
function useDebugMode(): boolean {
  const [debug, setDebug] = useState(hashHasDebugMarker)
  useEffect(() => {
    const onChange = () => setDebug(hashHasDebugMarker())
    window.addEventListener('hashchange', onChange)
    return () => window.removeEventListener('hashchange', onChange)
  }, [])
  return debug
}

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
      {open && <OpenSearch fullscreen={fullscreen} onClose={close} onOpenDocument={props.onOpenDocument} />}
    </>
  )
}

function OpenSearch(props: {
  fullscreen: boolean
  onClose(): void
  onOpenDocument: NavbarSearchProps['onOpenDocument']
}) {
  const {fullscreen, onClose, onOpenDocument} = props
  const kernel = useKernel()
  const debug = useDebugMode()
  const search = useGlobalSearch({fullscreen, debug})
  const types = useMemo(
    () =>
      getDocumentTypeNames(kernel.schema)
        .map((name) => ({name, title: kernel.schema.get(name)?.title ?? name}))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [kernel.schema],
  )
  const renderPreview = useCallback(
    (hit: SearchHit): ReactNode => <DocumentPreview documentId={hit.publishedId} schemaType={hit._type} />,
    [],
  )
  const renderReferencePreview = useCallback(
    (hit: {id: string; type: string}): ReactNode => (
      <DocumentPreview documentId={hit.id} schemaType={hit.type} layout="compact" />
    ),
    [],
  )
  const findReferences = useCallback<ReferenceFinder>(
    async (text, allowed) => {
      const names = allowed && allowed.length > 0 ? allowed : types.map((type) => type.name)
      const hits = await firstValueFrom(
        searchReferences(kernel.client, kernel.schema, {types: names, text, limit: 10}),
      )
      return hits.map((hit) => ({id: hit.id, type: hit.type}))
    },
    [kernel.client, kernel.schema, types],
  )
  const onOpen = useCallback(
    (hit: SearchHit) => {
      // spec 000 §4: clicking a result saves the search to recents and closes the search.
      search.saveRecent()
      onClose()
      onOpenDocument({id: hit.publishedId, type: hit._type})
    },
    [search, onClose, onOpenDocument],
  )

  return (
    <SearchSurface fullscreen={fullscreen} onClose={onClose}>
      <SearchPanelView
        state={search.state}
        termsValid={search.termsValid}
        fullscreen={fullscreen}
        fields={search.fields}
        types={types}
        recentSearches={search.recentSearches}
        resultsMaxHeight={fullscreen ? undefined : 'min(500px, calc(100vh - 12vh - 160px))'}
        renderPreview={renderPreview}
        findReferences={findReferences}
        renderReferencePreview={renderReferencePreview}
        dispatch={search.dispatch}
        onOpen={onOpen}
        onApplyRecent={search.applyRecent}
        onRemoveRecent={search.removeRecent}
        onClearRecent={search.clearRecent}
        onClose={onClose}
      />
    </SearchSurface>
  )
}
