import {useConnectionState, useKernel, useSaveState} from '@tessera/kit'
import type {SchemaType} from '@tessera/types'
import {Box} from '@tessera/kit/primitives'
import {useCallback, useEffect, useMemo, useState} from 'react'
import {SaveStatusBanner} from './save-status-banner.js'
import {saveStatusView} from './save-status-view.js'

export interface DocumentSaveStatusProps {
  documentId: string
  schemaType: SchemaType
}

/** The save-status banner of one document: its save state and the workspace's connection, live. */
export function DocumentSaveStatus({documentId, schemaType}: DocumentSaveStatusProps) {
  const kernel = useKernel()
  const save = useSaveState(documentId, schemaType.name)
  const connection = useConnectionState()
  const view = useMemo(() => saveStatusView(save, connection), [save, connection])
  const [retryBusy, setRetryBusy] = useState(false)
  const now = useSecondTicks(view.kind === 'connection' || view.kind === 'retrying')

  const fieldTitle = useCallback(
    (name: string) => schemaType.fields?.find((field) => field.name === name)?.type.title ?? name,
    [schemaType],
  )
  const failure = save?.type === 'failed' ? save : undefined
  const onRetry = useMemo(
    () =>
      failure &&
      (() => {
        setRetryBusy(true)
        // A refusal again leaves the failure (and the text) in place; the banner shows it.
        failure
          .retry()
          .catch(() => undefined)
          .finally(() => setRetryBusy(false))
      }),
    [failure],
  )

  // The next attempt now: the connection's ping, and every commit waiting out its backoff.
  const onRetryNow = useCallback(() => {
    kernel.connection.retryNow()
    kernel.documents.retryNow()
  }, [kernel])

  if (view.kind === 'none') return null
  return (
    <Box paddingBottom={2}>
      <SaveStatusBanner
        view={view}
        now={now}
        fieldTitle={fieldTitle}
        onRetry={onRetry}
        onDiscard={failure?.discard}
        onRetryNow={onRetryNow}
        retryBusy={retryBusy}
      />
    </Box>
  )
}

/** Now (ms), updated every second while `active` (the countdown to the next attempt). */
function useSecondTicks(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}
