import {Card} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {DocumentPreview, useKernel, UserAvatarById, useWorkspace} from '@tessera/kit'
import {createContext, useContext, useState, type ComponentType} from 'react'
import {useStructureText} from '../../i18n/structure-strings.js'

/**
 * What the timeline and the change viewer show from outside their data: authors' avatars, previews of
 * referenced documents and files, and image thumbnails. The studio's come from the workspace (user
 * store, previews, the lake's image URLs); stories, which have no workspace, give their own.
 */
export interface HistoryServices {
  Author: ComponentType<{userId: string}>
  DocumentPreview: ComponentType<{documentId: string; schemaType: string}>
  Image: ComponentType<{assetId: string}>
}

function WorkspaceAuthor({userId}: {userId: string}) {
  return <UserAvatarById userId={userId} size={0} withTooltip />
}

function WorkspaceDocumentPreview({documentId, schemaType}: {documentId: string; schemaType: string}) {
  return <DocumentPreview documentId={documentId} schemaType={schemaType} layout="compact" />
}

/** An image asset's file (`image-<hash>-<w>x<h>-<ext>`) from the lake, small; an error card if it fails. */
function WorkspaceImage({assetId}: {assetId: string}) {
  const {client} = useKernel()
  const workspace = useWorkspace()
  const [failed, setFailed] = useState(false)
  const match = assetId.match(/^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/i)
  if (!match || failed) return <ImageError />
  const [, hash, size, ext] = match
  const url = `${client.config().apiHost ?? ''}/images/${workspace.projectId}/${workspace.dataset}/${hash}-${size}.${ext}?h=160`
  return (
    <img
      src={url}
      alt=""
      height={80}
      data-asset={assetId}
      onError={() => setFailed(true)}
      style={{display: 'block'}}
    />
  )
}

export function ImageError() {
  const t = useStructureText()
  return (
    <Card padding={3} tone="critical" radius={2}>
      <Text size={1}>{t('history.changes.image.error-loading-image')}</Text>
    </Card>
  )
}

const WORKSPACE_SERVICES: HistoryServices = {
  Author: WorkspaceAuthor,
  DocumentPreview: WorkspaceDocumentPreview,
  Image: WorkspaceImage,
}

const HistoryServicesContext = createContext<HistoryServices>(WORKSPACE_SERVICES)

export const HistoryServicesProvider = HistoryServicesContext.Provider

export function useHistoryServices(): HistoryServices {
  return useContext(HistoryServicesContext)
}

/** Avatars of a change's or a chunk's authors. */
export function AuthorAvatars({userIds, max = 3}: {userIds: readonly string[]; max?: number}) {
  const {Author} = useHistoryServices()
  return (
    <>
      {userIds.slice(0, max).map((id) => (
        <Author key={id} userId={id} />
      ))}
      {userIds.length > max && (
        <Box>
          <Text size={0} muted>
            +{userIds.length - max}
          </Text>
        </Box>
      )}
    </>
  )
}
