import {
  useCurrentUser,
  useKernel,
  useObservable,
  usePermissionMessage,
  useSchema,
  useWorkspace,
} from '@tessera/kit'
import type {Template} from '@tessera/schema'
import {useMemo} from 'react'
import {combineLatest, map, type Observable, of} from 'rxjs'
import type {DocumentListNode, InitialValueTemplateItem} from '../builder/types.js'

/** A template the list's create button offers, with what it creates. */
export interface DocumentListCreateOption {
  item: InitialValueTemplateItem
  title: string
  schemaType: string
}

/** A create option with the current user's permission: undefined while the grants are being checked. */
export interface DocumentListCreateItem extends DocumentListCreateOption {
  permission: {granted: true} | {granted: false; message: string} | undefined
}

/**
 * The templates a list's create button offers: the pane's `initialValueTemplates`, or the default
 * template of the listed type (the template named after it, else its first one). Items whose template
 * the workspace does not have are left out.
 */
export function documentListCreateOptions(
  pane: DocumentListNode,
  templates: readonly Template[],
): DocumentListCreateOption[] {
  const typeName = pane.schemaTypeName
  const typeTemplate = typeName
    ? (templates.find((template) => template.id === typeName) ??
      templates.find((template) => template.schemaType === typeName))
    : undefined
  const items = pane.initialValueTemplates ?? (typeTemplate ? [{templateId: typeTemplate.id}] : [])
  return items.flatMap((item) => {
    const template = templates.find((candidate) => candidate.id === item.templateId)
    return template ? [{item, title: item.title ?? template.title, schemaType: template.schemaType}] : []
  })
}

/**
 * The list's create options with the user's create permission for each, live: a new draft of the
 * template's type is checked against the grants. A denial carries the permission message (in the studio's locale) with the
 * user's roles ('You do not have permission to create a document of type "Post". Your roles: Viewer').
 */
export function useDocumentListCreateItems(pane: DocumentListNode): DocumentListCreateItem[] {
  const {grants} = useKernel()
  const schema = useSchema()
  const currentUser = useCurrentUser()
  const {templates} = useWorkspace()
  const options = useMemo(() => documentListCreateOptions(pane, templates ?? []), [pane, templates])
  const unchecked = useMemo(
    (): DocumentListCreateItem[] => options.map((option) => ({...option, permission: undefined})),
    [options],
  )
  const roles = currentUser?.roles
  const message = usePermissionMessage()
  const checked$ = useMemo((): Observable<DocumentListCreateItem[]> => {
    if (options.length === 0) return of([])
    return combineLatest(
      options.map((option) =>
        grants
          .checkDocumentPermission('create', {
            _id: `drafts.new-${option.item.templateId}`,
            _type: option.schemaType,
          })
          .pipe(
            map((check): DocumentListCreateItem => ({
              ...option,
              permission: check.granted
                ? {granted: true}
                : {
                    granted: false,
                    message: message('create-document', {
                      roles: roles ?? [],
                      typeTitle: schema.get(option.schemaType)?.title ?? option.schemaType,
                    }),
                  },
            })),
          ),
      ),
    )
  }, [grants, options, roles, schema, message])
  return useObservable(checked$, unchecked)
}
