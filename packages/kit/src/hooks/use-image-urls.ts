import {createImageUrlBuilder} from '@sanity/image-url'
import {useMemo} from 'react'
import type {ImageUrls} from '../components/preview/preview-plan.js'
import {useKernel, useWorkspace} from './use-workspace.js'

/** Image URLs of the workspace's dataset, served by the lake (for preview thumbnails, withMediaUrl). */
export function useImageUrls(): ImageUrls {
  const kernel = useKernel()
  const {projectId, dataset} = useWorkspace()
  return useMemo(
    () => createImageUrlBuilder({projectId, dataset, baseUrl: kernel.client.config().apiHost}),
    [kernel.client, projectId, dataset],
  )
}
