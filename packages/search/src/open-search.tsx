import {DocumentPreview, previewPlanOf, useImageUrls, useKernel} from '@tessera/kit'
import {getDocumentTypeNames} from '@tessera/schema'
import {searchReferences, type SearchHit} from '@tessera/store'
import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react'
import {firstValueFrom} from 'rxjs'
import {DEBUG_HASH_MARKER} from './constants.js'
import type {ReferenceFinder} from './filters/editors/reference-input.js'
import type {NavbarSearchProps} from './global-search.js'
import {SearchPanelView} from './panel/search-panel-view.js'
import {SearchSurface} from './panel/search-surface.js'
import {useGlobalSearch} from './state/use-global-search.js'

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

/** The open panel, connected to the workspace (loaded when the search first opens). */
export default function OpenSearch(props: {
  fullscreen: boolean
  onClose(): void
  onOpenDocument: NavbarSearchProps['onOpenDocument']
}) {
  const {fullscreen, onClose, onOpenDocument} = props
  const kernel = useKernel()
  const debug = useDebugMode()
  const imageUrls = useImageUrls()
  // Each type's preview fields come with its hits, so a result row paints without a preview request.
  const documentFields = useMemo(
    () =>
      Object.fromEntries(
        getDocumentTypeNames(kernel.schema).map((name) => [
          name,
          previewPlanOf(kernel.schema.get(name)).fields,
        ]),
      ),
    [kernel.schema],
  )
  const search = useGlobalSearch({fullscreen, debug, documentFields})
  const types = useMemo(
    () =>
      getDocumentTypeNames(kernel.schema)
        .map((name) => ({name, title: kernel.schema.get(name)?.title ?? name}))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [kernel.schema],
  )
  // The version the search found (its values came with the hit), then live for later changes.
  const renderPreview = useCallback(
    (hit: SearchHit): ReactNode => (
      <DocumentPreview
        documentId={hit._id}
        schemaType={hit._type}
        initialValues={hit.document}
        imageUrls={imageUrls}
      />
    ),
    [imageUrls],
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
  const {saveRecent} = search
  // Stable while the search runs, so the memoised result rows keep it.
  const onOpen = useCallback(
    (hit: SearchHit) => {
      // spec 000 §4: clicking a result saves the search to recents and closes the search.
      saveRecent()
      onClose()
      onOpenDocument({id: hit.publishedId, type: hit._type})
    },
    [saveRecent, onClose, onOpenDocument],
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
