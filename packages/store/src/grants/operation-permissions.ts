import {ACTIONS} from './messages.js'
import type {
  DocumentOperationName,
  DocumentPairForPermissions,
  PermissionDocument,
  RequiredPermission,
} from './types.js'

const DRAFTS_PREFIX = 'drafts.'

function withId(document: PermissionDocument | null, id: string): PermissionDocument | null {
  return document ? {...document, _id: id} : null
}

/**
 * What each operation needs on the draft and published versions. The lake has no delete permission:
 * deleting a document needs `update` on it, creating one `create`, replacing one `update` on both its
 * old and its new content. A missing version needs nothing (a null document is granted), and live-edit
 * types have no draft, so they need fewer checks.
 */
export function requiredPermissions(
  operation: DocumentOperationName,
  pair: DocumentPairForPermissions,
): RequiredPermission[] {
  const {publishedId, type, draft, published, liveEdit} = pair
  const draftId = DRAFTS_PREFIX + publishedId
  const fresh: PermissionDocument = {...pair.initialValue, _id: publishedId, _type: type}

  if (liveEdit) {
    switch (operation) {
      case 'create':
        return [{permission: 'create', action: ACTIONS.createDocument, document: fresh}]
      case 'update':
        return published
          ? [{permission: 'update', action: ACTIONS.updateDocument, document: published}]
          : [{permission: 'create', action: ACTIONS.createDocument, document: fresh}]
      case 'delete':
        return [{permission: 'update', action: ACTIONS.deleteDocument, document: published}]
      case 'duplicate':
        return [
          {
            permission: 'create',
            action: ACTIONS.createDuplicate,
            document: withId(published ?? fresh, duplicateIdOf(pair)),
          },
        ]
      case 'discardDraft':
      case 'publish':
      case 'unpublish':
        // Not offered for live-edit types: nothing to check.
        return []
    }
  }

  switch (operation) {
    case 'create':
      return [{permission: 'create', action: ACTIONS.createDraft, document: withId(fresh, draftId)}]
    case 'update':
      return draft
        ? [{permission: 'update', action: ACTIONS.updateDraft, document: draft}]
        : [{permission: 'create', action: ACTIONS.createDraft, document: withId(published ?? fresh, draftId)}]
    case 'delete':
      return [
        {permission: 'update', action: ACTIONS.deleteDraft, document: draft},
        {permission: 'update', action: ACTIONS.deletePublished, document: published},
      ]
    case 'discardDraft':
      return [{permission: 'update', action: ACTIONS.deleteDraft, document: draft}]
    case 'publish': {
      const next = withId(draft, publishedId)
      return [
        {permission: 'update', action: ACTIONS.deleteDraft, document: draft},
        ...(published
          ? [
              {permission: 'update' as const, action: ACTIONS.replacePublished, document: published},
              {permission: 'update' as const, action: ACTIONS.replacePublished, document: next},
            ]
          : [{permission: 'create' as const, action: ACTIONS.createPublished, document: next}]),
      ]
    }
    case 'unpublish':
      return [
        {permission: 'update', action: ACTIONS.deletePublished, document: published},
        // An existing draft is kept as it is; otherwise the published content becomes the draft.
        ...(draft
          ? []
          : [
              {
                permission: 'create' as const,
                action: ACTIONS.createDraft,
                document: withId(published, draftId),
              },
            ]),
      ]
    case 'duplicate':
      return [
        {
          permission: 'create',
          action: ACTIONS.createDuplicate,
          document: withId(draft ?? published ?? fresh, DRAFTS_PREFIX + duplicateIdOf(pair)),
        },
      ]
  }
}

function duplicateIdOf(pair: DocumentPairForPermissions): string {
  return pair.duplicateId ?? `${pair.publishedId}-duplicate`
}
