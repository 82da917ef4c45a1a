import {
  englishPermissionMessage,
  useCurrentUser,
  useKernel,
  useObservable,
  usePermissionMessage,
  type PermissionMessage,
} from '@tessera/kit'
import type {NewDocumentOption} from '@tessera/schema'
import type {RoleLike} from '@tessera/store'
import type {ComponentType} from 'react'
import {useMemo} from 'react'
import {combineLatest, map, of, type Observable} from 'rxjs'
import type {NewDocumentItem} from './types.js'

/**
 * One entry of the menu. One the user may not create says so with their roles (spec 002 §6: 'You do
 * not have permission to create this kind of document. Your roles: Viewer').
 */
export function toNewDocumentItem(
  option: NewDocumentOption,
  granted: boolean,
  roles: readonly RoleLike[],
  /** The denial in the studio's locale (English by default). */
  permissionMessage: PermissionMessage = englishPermissionMessage,
): NewDocumentItem {
  return {
    id: option.templateId,
    title: option.title,
    subtitle: option.subtitle,
    icon: typeof option.icon === 'function' ? (option.icon as ComponentType) : undefined,
    hasPermission: granted,
    permissionMessage: granted ? undefined : permissionMessage('create-document', {roles}),
  }
}

/**
 * The workspace's new-document options with the user's create permission for each, live: a draft of
 * the option's type is checked against the grants, a denial names the user's roles. Undefined until the grants have arrived.
 */
export function useNewDocumentItems(options: readonly NewDocumentOption[]): NewDocumentItem[] | undefined {
  const {grants} = useKernel()
  const roles = useCurrentUser()?.roles
  const message = usePermissionMessage()
  const items$ = useMemo((): Observable<NewDocumentItem[]> => {
    if (options.length === 0) return of([])
    return combineLatest(
      options.map((option) =>
        grants
          .checkDocumentPermission('create', {
            _id: `drafts.${option.initialDocumentId ?? `new-${option.templateId}`}`,
            _type: option.schemaType,
          })
          .pipe(map((check) => toNewDocumentItem(option, check.granted, roles ?? [], message))),
      ),
    )
  }, [grants, options, roles, message])
  return useObservable(items$, undefined)
}
