import {useKernel, useObservable, useSchema} from '@tessera/kit'
import {useMemo} from 'react'
import {combineLatest, map, type Observable, of} from 'rxjs'
import {useStructureText} from '../../i18n/structure-strings.js'
import {
  DEFAULT_PREVIEW_SELECT,
  documentTitle,
  followPath,
  referenceLookups,
  type DocumentTitleState,
} from './prepare-document-title.js'

export interface UseDocumentTitleOptions {
  /** The published id. Optional: the title is computed from `value` alone. */
  documentId?: string
  documentType: string
  /**
   * The document as it is now (`editState.draft ?? editState.published`, which the store updates on
   * every local patch, or the form's live value), so the title follows each keystroke. Undefined or
   * null: the document does not exist yet ('New Post').
   */
  value: Record<string, unknown> | null | undefined
  /** The edit state is not ready yet: the title is empty rather than 'New …' for a moment. */
  loading?: boolean
}

const NOTHING_REFERENCED: ReadonlyMap<string, unknown> = new Map()

/**
 * The title and what kind it is (a real title, 'Untitled', 'New {type}', or empty while loading).
 * Preview fields that pass through references (`author.name`) are read live from the preview store.
 */
export function useDocumentTitleState({
  documentType,
  value,
  loading = false,
}: UseDocumentTitleOptions): DocumentTitleState {
  const schemaType = useSchema().get(documentType)
  const {previews} = useKernel()
  const shown = loading ? undefined : (value ?? null)

  const select = schemaType?.preview?.select ?? DEFAULT_PREVIEW_SELECT
  const lookups = referenceLookups(shown, select)
  const lookupKey = lookups.map((lookup) => lookup.key).join('|')
  const referenced$ = useMemo<Observable<ReadonlyMap<string, unknown>>>(
    () =>
      lookups.length === 0
        ? of(NOTHING_REFERENCED)
        : combineLatest(
            lookups.map((lookup) =>
              previews.observePaths(lookup.ref, [lookup.path]).pipe(
                map((doc) => {
                  const target = followPath(doc, lookup.path)
                  return [lookup.key, target.kind === 'value' ? target.value : undefined] as const
                }),
              ),
            ),
          ).pipe(map((entries) => new Map(entries))),
    // The key stands for the lookups: a keystroke in another field must not resubscribe.
    [previews, lookupKey],
  )
  const referenced = useObservable(referenced$, NOTHING_REFERENCED)

  const t = useStructureText()
  return useMemo(() => {
    const state = documentTitle({value: shown, schemaType, typeName: documentType, referenced})
    // The words are the structure namespace's; the title itself is the document's own.
    if (state.kind === 'untitled') return {...state, title: t('document.untitled')}
    if (state.kind === 'new') return {...state, title: t('document.new-title', {type: schemaType?.title ?? documentType})}
    return state
  }, [shown, schemaType, documentType, referenced, t])
}

/**
 * The document pane's title: the schema type's preview title of the current value ('Untitled' when
 * empty), or 'New {type title}' when the document does not exist yet.
 */
export function useDocumentTitle(options: UseDocumentTitleOptions): string {
  return useDocumentTitleState(options).title
}
