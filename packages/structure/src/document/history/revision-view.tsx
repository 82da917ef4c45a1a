import {Card, Spinner} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {useDocumentOperations, useDocumentPairPermissions, useStudioToast} from '@tessera/kit'
import type {Chunk, TimelineController} from '@tessera/store'
import type {SchemaType} from '@tessera/types'
import {useState} from 'react'
import {ActionConfirmDialog} from '../../actions/footer/action-confirm-dialog.js'
import {formatAbsoluteTime} from '../header/relative-time.js'
import {RevisionBanner} from './revision-banner.js'
import {RevisionForm} from './revision-form.js'
import {useVersionsAfter} from './use-versions-after.js'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface RevisionViewProps {
  documentId: string
  schemaType: SchemaType
  controller: TimelineController
  chunk: Chunk
  locale: string
  /** Back to the current version (also after a restore). */
  onBack(): void
}

/**
 * A past revision in place of the form (spec 002 §2, §4 'Restore'): read-only, under a banner with
 * Restore, which the user may use only with update permission. Restoring writes a new revision with
 * the old content (the store's restore: dead references stripped) and goes back to the current one.
 */
export function RevisionView({documentId, schemaType, controller, chunk, locale, onBack}: RevisionViewProps) {
  const t = useStructureText()
  const operations = useDocumentOperations(documentId, schemaType.name)
  const toast = useStudioToast()
  const versions = useVersionsAfter(documentId, controller, chunk)
  const permission = useDocumentPairPermissions({id: documentId, type: schemaType.name, permission: 'update'})
  const [confirming, setConfirming] = useState(false)
  const [restoring, setRestoring] = useState(false)
  const time = formatAbsoluteTime(chunk.endTimestamp, locale)
  const value =
    versions?.status === 'loaded' ? (versions.versions.draft ?? versions.versions.published) : null

  const restore = () => {
    setConfirming(false)
    setRestoring(true)
    // The store's restore: the draft (or the live-edit document) gets the revision's content.
    Promise.resolve(operations?.restore.execute(chunk.id)).then(
      () => {
        setRestoring(false)
        toast.push({status: 'success', title: t('history.revision.restored', {time})})
        onBack()
      },
      (error: unknown) => {
        setRestoring(false)
        toast.push({
          status: 'error',
          title: t('history.revision.restore-failed'),
          description: error instanceof Error ? error.message : String(error),
        })
      },
    )
  }

  return (
    <Flex direction="column" style={{height: '100%'}} data-testid="revision-view" data-revision={chunk.id}>
      <RevisionBanner
        time={time}
        canRestore={permission ? permission.granted : undefined}
        restoreDisabled={versions?.status !== 'loaded' || value === null || !operations}
        restoring={restoring}
        onRestore={() => setConfirming(true)}
        onBack={onBack}
      />
      <div style={{flex: 1, minHeight: 0}}>
        {versions?.status === 'error' ? (
          <Card tone="critical" padding={4} margin={3} radius={2} border data-testid="revision-error">
            <Stack gap={3}>
              <Text size={1} weight="semibold">
                {t('history.revision.load-failed')}
              </Text>
              <Text size={1}>{versions.error.message}</Text>
            </Stack>
          </Card>
        ) : versions?.status === 'loaded' ? (
          <RevisionForm documentId={documentId} schemaType={schemaType} value={value} />
        ) : (
          <Flex padding={4} gap={3} align="center">
            <Spinner muted />
            <Text size={1} muted>
              {t('history.revision.loading')}
            </Text>
          </Flex>
        )}
      </div>
      {confirming && (
        <ActionConfirmDialog
          id={`restore-${documentId}`}
          confirmation={{
            title: t('history.revision.restore-title'),
            message: t('history.revision.restore-description'),
            confirmText: t('history.revision.restore-confirm'),
            cancelText: t('history.revision.restore-cancel'),
            tone: 'primary',
          }}
          onConfirm={restore}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Flex>
  )
}
