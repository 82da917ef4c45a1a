import {ToastProvider} from '@sanity/ui/toast'
import {permissionMessage, REFERENCE_SEARCH_LIMIT} from '@tessera/store'
import type {SchemaType} from '@tessera/types'
import {useMemo, type ReactNode} from 'react'
import {map, NEVER, of, throwError, timer, type Observable} from 'rxjs'
import {
  ReferenceServicesProvider,
  type ReferenceHit,
  type ReferenceInfo,
  type ReferenceServices,
} from './reference-services.js'

/** For stories only: a document the story's references can point to. */
export interface StoryTarget {
  id: string
  type: string
  title: string
  subtitle?: string
  /** Which versions exist; published only by default. */
  draft?: boolean
  published?: boolean
  /** Shown as missing, or as unreadable for the story's user. */
  unavailable?: 'NOT_FOUND' | 'PERMISSION_DENIED'
}

/** For stories only: authors and categories, one of them a draft never published. */
export const STORY_TARGETS: StoryTarget[] = [
  {id: 'author-ada', type: 'author', title: 'Ada Lovelace', subtitle: 'ada@example.com'},
  {id: 'author-grace', type: 'author', title: 'Grace Hopper', subtitle: 'grace@example.com', draft: true},
  {id: 'author-alan', type: 'author', title: 'Alan Turing', draft: true, published: false},
  {id: 'author-hidden', type: 'author', title: 'Hidden', unavailable: 'PERMISSION_DENIED'},
  {id: 'category-news', type: 'category', title: 'News'},
  {id: 'category-guides', type: 'category', title: 'Guides'},
  {id: 'category-howto', type: 'category', title: 'How-to'},
]

export interface StoryReferenceServicesProps {
  children: ReactNode
  targets?: StoryTarget[]
  /** How long a search takes; `Infinity` never answers (the loading state). */
  searchDelayMs?: number
  /** Every search fails with this message ('Reference search failed'). */
  searchError?: string
  /** Every target's info fails to load with this message. */
  infoError?: string
  /** The user may not create documents (the permission message). */
  createDenied?: boolean
  crossDatasetEnabled?: boolean
}

function infoOf(target: StoryTarget | undefined, id: string): ReferenceInfo {
  if (!target || target.unavailable) {
    return {
      id,
      availability: {available: false, reason: target?.unavailable ?? 'NOT_FOUND'},
      draft: false,
      published: false,
      preview: {draft: null, published: null},
    }
  }
  const preview = {title: target.title, subtitle: target.subtitle}
  const draft = target.draft === true
  const published = target.published !== false
  return {
    id,
    type: target.type,
    availability: {available: true, reason: 'READABLE'},
    draft,
    published,
    preview: {draft: draft ? preview : null, published: published ? preview : null},
  }
}

/**
 * For stories only: reference services over a list of targets (stories have no lake). The search
 * matches titles and ids by word prefix, after `searchDelayMs`; cross-dataset searches use the same
 * targets as if they were another dataset's.
 */
export function StoryReferenceServices({
  children,
  targets = STORY_TARGETS,
  searchDelayMs = 300,
  searchError,
  infoError,
  createDenied = false,
  crossDatasetEnabled = true,
}: StoryReferenceServicesProps) {
  const services = useMemo<ReferenceServices>(() => {
    let created = 0
    const search = (types: readonly string[], text: string): Observable<ReferenceHit[]> => {
      if (searchError) return throwError(() => new Error(searchError))
      const words = text.toLowerCase().split(/\s+/).filter(Boolean)
      const hits = targets
        .filter((target) => types.includes(target.type) && !target.unavailable)
        .filter((target) =>
          words.every((word) =>
            `${target.title} ${target.id}`
              .toLowerCase()
              .split(/[\s-]+/)
              .some((token) => token.startsWith(word)),
          ),
        )
        .slice(0, REFERENCE_SEARCH_LIMIT)
        .map((target): ReferenceHit => {
          const info = infoOf(target, target.id)
          return {
            id: target.id,
            type: target.type,
            draft: info.draft,
            published: info.published,
            preview: {title: target.title, subtitle: target.subtitle},
          }
        })
      if (!Number.isFinite(searchDelayMs)) return NEVER
      return timer(searchDelayMs).pipe(map(() => hits))
    }
    const observeInfo = (id: string): Observable<ReferenceInfo> =>
      infoError
        ? throwError(() => new Error(infoError))
        : of(
            infoOf(
              targets.find((target) => target.id === id),
              id,
            ),
          )
    return {
      search: (options) => search(options.types, options.text),
      observeInfo,
      createOptions: (types: readonly SchemaType[]) =>
        of(
          types.map((type) => ({
            id: type.name,
            title: type.title ?? type.name,
            type: type.name,
            template: {id: type.name, params: {}},
            permission: createDenied
              ? {
                  granted: false,
                  reason: permissionMessage('create-new-reference', {
                    roles: [{name: 'viewer', title: 'Viewer'}],
                  }),
                }
              : {granted: true},
          })),
        ),
      newDocumentId: () => `story-new-${++created}`,
      documentHref: (id, type) => `#/intent/edit/id=${id};type=${type}`,
      openBeside: () => undefined,
      crossDatasetEnabled,
      crossDataset: {
        projectId: 'story',
        search: (_dataset, _targets, options) => search(options.types, options.text),
        observeInfo: (_dataset, _targets, id) => observeInfo(id),
      },
    }
  }, [targets, searchDelayMs, searchError, infoError, createDenied, crossDatasetEnabled])
  return (
    <ToastProvider>
      <ReferenceServicesProvider value={services}>{children}</ReferenceServicesProvider>
    </ToastProvider>
  )
}
