import {createImageUrlBuilder} from '@sanity/image-url'
import {ToastProvider} from '@sanity/ui/toast'
import {
  createUploadQueue,
  groupUsage,
  type AssetDocument,
  type AssetStore,
  type UploadEvent,
} from '@tessera/store'
import {Observable} from 'rxjs'
import {useMemo, type ReactNode} from 'react'
import {AssetServicesProvider} from './asset-services.js'

/** A 400×300 picture drawn as SVG: stories have no lake to render their images. */
const STORY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" preserveAspectRatio="none"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e6"/><stop offset="1" stop-color="#dcecf8"/></linearGradient></defs><rect width="400" height="300" fill="url(#sky)"/><circle cx="300" cy="80" r="36" fill="#f6c85f"/><path d="M0 300 L120 150 L210 240 L280 170 L400 300 Z" fill="#4f7a4a"/></svg>`

/** The picture as a data URL (the upload preview of the stories' uploads). */
export const STORY_IMAGE_DATA_URL = `data:image/svg+xml,${encodeURIComponent(STORY_SVG)}`

/**
 * The stories' image base URL: the data URL followed by '#', so the path and transform parameters
 * that `@sanity/image-url` appends land in the fragment, which the browser ignores when loading it.
 * Every story image is the same picture, at the size the component asks for.
 */
const STORY_IMAGE_BASE_URL = `${STORY_IMAGE_DATA_URL}#`

/** For stories only: `count` image assets (or files) that look like a library. */
export function storyAssets(kind: 'image' | 'file', count: number): AssetDocument[] {
  return Array.from({length: count}, (_, index) => {
    const sha = index.toString(16).padStart(40, '0')
    return kind === 'image'
      ? {
          _id: `image-${sha}-400x300-png`,
          _type: 'sanity.imageAsset',
          _createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 28))).toISOString(),
          url: '',
          originalFilename: `photo-${index}.png`,
          mimeType: 'image/png',
          size: 10_000 + index,
          metadata: {dimensions: {width: 400, height: 300, aspectRatio: 4 / 3}},
        }
      : {
          _id: `file-${sha}-pdf`,
          _type: 'sanity.fileAsset',
          _createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 28))).toISOString(),
          url: '',
          originalFilename: `report-${index}.pdf`,
          mimeType: 'application/pdf',
          extension: 'pdf',
          size: 123_456 * (index + 1),
        }
  })
}

/**
 * For stories only: an in-memory asset store (stories have no lake). Uploads report progress and
 * finish after a second, or fail when `failUploads`; the first asset is used by one document.
 */
export function StoryAssetServices({
  children,
  assets = [],
  failUploads = false,
  canDelete = true,
}: {
  children: ReactNode
  assets?: AssetDocument[]
  failUploads?: boolean
  canDelete?: boolean
}) {
  const services = useMemo(() => {
    const list = [...assets]
    const store: AssetStore = {
      queue: createUploadQueue(4),
      upload: (kind) =>
        new Observable<UploadEvent>((subscriber) => {
          let progress = 2
          const timer = setInterval(() => {
            progress += 20
            if (progress < 100) return subscriber.next({type: 'progress', progress})
            clearInterval(timer)
            if (failUploads) return subscriber.error(new Error('The lake refused the upload'))
            const asset = storyAssets(kind, 1)[0]
            if (!asset) return subscriber.complete()
            subscriber.next({type: 'complete', asset, reused: false})
            subscriber.complete()
          }, 200)
          return () => clearInterval(timer)
        }),
      findByHash: async () => undefined,
      list: async (_kind, {offset = 0, limit = 200, search} = {}) =>
        list
          .filter((asset) => !search || asset.originalFilename?.includes(search))
          .slice(offset, offset + limit),
      get: async (id) => list.find((asset) => asset._id === id),
      usage: async (id) =>
        groupUsage(
          id === list[0]?._id
            ? [
                {_id: 'drafts.post-1', _type: 'post'},
                {_id: 'post-1', _type: 'post'},
              ]
            : [],
        ),
      delete: async (id) => {
        const at = list.findIndex((asset) => asset._id === id)
        if (at >= 0) list.splice(at, 1)
      },
    }
    return {
      assets: store,
      imageUrls: createImageUrlBuilder({
        projectId: 'story',
        dataset: 'story',
        baseUrl: STORY_IMAGE_BASE_URL,
      }),
      canDeleteAssets: canDelete,
      documentHref: (id: string, type: string) => `#/intent/edit/id=${id};type=${type}`,
    }
  }, [assets, failUploads, canDelete])
  return (
    <ToastProvider>
      <AssetServicesProvider value={services}>{children}</AssetServicesProvider>
    </ToastProvider>
  )
}
