import {createImageUrlBuilder, type ImageUrlBuilder} from '@sanity/image-url'
import {useKernel, usePermission, useWorkspace} from '@tessera/kit'
import type {AssetStore} from '@tessera/store'
import {createContext, useContext, useMemo, type ReactNode} from 'react'

/**
 * What the image and file inputs and the asset library need from the workspace: the asset store,
 * image URLs built by `@sanity/image-url` against the lake, whether the user may delete assets, and
 * links to documents. In the studio it comes from the workspace; stories give their own.
 */
export interface AssetServices {
  assets: AssetStore
  imageUrls: ImageUrlBuilder
  /** Roles without the right to change asset documents get no delete action (spec/002 §2). */
  canDeleteAssets: boolean
  /** Where a referring document opens (the studio's edit intent). */
  documentHref(id: string, type: string): string | undefined
}

const AssetServicesContext = createContext<AssetServices | null>(null)

export const AssetServicesProvider = AssetServicesContext.Provider

export function useAssetServices(): AssetServices {
  const services = useContext(AssetServicesContext)
  if (!services) throw new Error('useAssetServices() needs <AssetServicesBoundary> above it')
  return services
}

/** Provides the workspace's services unless a provider (a story, a test) is above already. */
export function AssetServicesBoundary({children}: {children: ReactNode}) {
  const given = useContext(AssetServicesContext)
  if (given) return children
  return <WorkspaceAssetServices>{children}</WorkspaceAssetServices>
}

/** A stand-in asset document for the grant check: any asset the user could change. */
const ANY_IMAGE_ASSET = {_id: 'image-grant-check', _type: 'sanity.imageAsset'}

function WorkspaceAssetServices({children}: {children: ReactNode}) {
  const kernel = useKernel()
  const workspace = useWorkspace()
  const canUpdate = usePermission('update', ANY_IMAGE_ASSET)
  const services = useMemo<AssetServices>(() => {
    const config = kernel.client.config()
    return {
      assets: kernel.assets,
      imageUrls: createImageUrlBuilder({
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        baseUrl: config.apiHost,
      }),
      canDeleteAssets: canUpdate?.granted === true,
      documentHref: (id, type) =>
        `${workspace.basePath.replace(/\/$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(type)}`,
    }
  }, [kernel, workspace, canUpdate?.granted])
  return <AssetServicesProvider value={services}>{children}</AssetServicesProvider>
}
