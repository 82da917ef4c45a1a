import {useKernel, useObservable} from '@tessera/kit'
import type {NewDocumentOption} from '@tessera/schema'
import type {ComponentType} from 'react'
import {useMemo} from 'react'
import {combineLatest, map, of, type Observable} from 'rxjs'
import {NO_CREATE_PERMISSION, type NewDocumentItem} from './types.js'

/**
 * The workspace's new-document options with the user's create permission for each, live: a draft of
 * the option's type is checked against the grants. Undefined until the grants have arrived.
 */
export function useNewDocumentItems(options: readonly NewDocumentOption[]): NewDocumentItem[] | undefined {
  const {grants} = useKernel()
  const items$ = useMemo((): Observable<NewDocumentItem[]> => {
    if (options.length === 0) return of([])
    return combineLatest(
      options.map((option) =>
        grants
          .checkDocumentPermission('create', {
            _id: `drafts.${option.initialDocumentId ?? `new-${option.templateId}`}`,
            _type: option.schemaType,
          })
          .pipe(
            map((check): NewDocumentItem => ({
              id: option.templateId,
              title: option.title,
              subtitle: option.subtitle,
              icon: typeof option.icon === 'function' ? (option.icon as ComponentType) : undefined,
              hasPermission: check.granted,
              permissionMessage: check.granted ? undefined : NO_CREATE_PERMISSION,
            })),
          ),
      ),
    )
  }, [grants, options])
  return useObservable(items$, undefined)
}
