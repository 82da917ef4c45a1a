import {TrashIcon} from '@sanity/icons/Trash'
import {DISABLED_REASONS} from '@tessera/store'
import {countReferringDocuments, REFERRING_DOCUMENTS_LIMIT} from '../count-referring-documents.js'
import {operationDisabledReason} from '../disabled-reason.js'
import type {ActionConfirmation, DocumentActionContext, DocumentActionDescriptor} from '../types.js'

/** The lake's error item type when a deleted document is still strongly referenced. */
const HAS_REFERENCES_ERROR = 'documentHasReferencesError'

function confirmationMessage(context: DocumentActionContext): string {
  const {editState} = context
  if (editState.draft && editState.published) return context.t('actions.delete.confirm-message-both')
  if (editState.published) return context.t('actions.delete.confirm-message-published')
  return context.t('actions.delete.confirm-message-draft')
}

/** What the dialog says about referring documents; nothing when there are none. */
async function referencesNote(context: DocumentActionContext): Promise<string | undefined> {
  try {
    const {count, more} = await countReferringDocuments(context.client, context.documentId)
    if (more) return context.t('actions.delete.references-many', {limit: REFERRING_DOCUMENTS_LIMIT})
    if (count === 0) return undefined
    return count === 1
      ? context.t('actions.delete.references-one')
      : context.t('actions.delete.references-other', {count})
  } catch {
    // The count only warns: failing to get it must not stop a delete the lake would accept.
    return context.t('actions.delete.references-unknown')
  }
}

interface LakeErrorDetails {
  type?: string
  description?: string
  items?: {error?: {type?: string; description?: string}}[]
}

function lakeErrorDetails(error: unknown): LakeErrorDetails | undefined {
  return error instanceof Error ? (error as {details?: LakeErrorDetails}).details : undefined
}

/** Whether a failed delete was refused because other documents still refer to this one. */
export function isReferencedError(error: unknown): boolean {
  const details = lakeErrorDetails(error)
  return (
    details?.type === HAS_REFERENCES_ERROR ||
    Boolean(details?.items?.some((item) => item.error?.type === HAS_REFERENCES_ERROR))
  )
}

/** The lake's own words for a refused delete (which documents refer to it), without the client's framing. */
function referencedErrorDescription(error: unknown): string {
  const details = lakeErrorDetails(error)
  const descriptions = (details?.items ?? [])
    .map((item) => item.error?.description)
    .filter((description): description is string => Boolean(description))
  if (descriptions.length > 0) return [...new Set(descriptions)].join(' ')
  return details?.description ?? (error instanceof Error ? error.message : String(error))
}

/**
 * Delete: removes the published document and (unless live edit) the draft, then closes the pane.
 * Always asks first, counting the documents that refer to this one: the lake refuses to delete a
 * strongly referenced document, and the dialog is the place to learn that before trying.
 */
export const deleteAction: DocumentActionDescriptor = {
  name: 'delete',
  label: ({t}) => t('actions.delete.label'),
  runningLabel: ({t}) => t('actions.delete.running-label'),
  icon: TrashIcon,
  tone: 'critical',
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.delete,
      permission: 'delete',
      permissionContext: 'delete-document',
      reasons: {[DISABLED_REASONS.NOTHING_TO_DELETE]: context.t('actions.delete.nothing')},
    }),
  async confirm(context): Promise<ActionConfirmation> {
    const note = await referencesNote(context)
    return {
      title: context.t('actions.delete.confirm-title'),
      message: confirmationMessage(context),
      details: note ? [note] : undefined,
      confirmText: context.t('actions.delete.confirm'),
      tone: 'critical',
    }
  },
  async run(context) {
    const {operations, closeDocument} = context
    try {
      await operations.delete.execute()
    } catch (error) {
      if (!isReferencedError(error)) throw error
      // The lake's message lists the referring ids; say first what to do about it.
      throw new Error(
        `${context.t('actions.delete.failure-referenced')} ${referencedErrorDescription(error)}`,
        {
          cause: error,
        },
      )
    }
    closeDocument()
  },
  successMessage: ({t}) => t('actions.delete.success'),
  failureMessage: ({t}) => t('actions.delete.failure'),
}
