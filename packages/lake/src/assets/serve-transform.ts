import {createHash} from 'node:crypto'
import sharp from 'sharp'
import {LakeError} from '../errors.js'
import type {RouteContext} from '../http/router.js'
import type {LakeKernel} from '../kernel.js'
import {storedFileName, type AssetName} from './asset-names.js'
import type {AssetStore} from './asset-store.js'
import {changesPixels, outputFormat, type ImageParams, type OutputFormat} from './image-params.js'
import {renderImage} from './image-transform.js'
import {pixelBudget, planRender} from './render-plan.js'
import {RenderQueue} from './render-queue.js'
import {sendFile} from './send-file.js'
import {TransformCache} from './transform-cache.js'
import {
  QUEUE_FULL_RETRY_AFTER_SECONDS,
  resolveTransformLimits,
  type ImageTransformLimits,
} from './transform-limits.js'

const OUTPUT: Record<OutputFormat, {extension: string; mimeType: string}> = {
  jpg: {extension: 'jpg', mimeType: 'image/jpeg'},
  pjpg: {extension: 'jpg', mimeType: 'image/jpeg'},
  png: {extension: 'png', mimeType: 'image/png'},
  webp: {extension: 'webp', mimeType: 'image/webp'},
  avif: {extension: 'avif', mimeType: 'image/avif'},
  gif: {extension: 'gif', mimeType: 'image/gif'},
}

/** Bump to leave every cached render behind when the renderer's output changes. */
const PLAN_VERSION = 2
/** Originals whose EXIF orientation was looked up, remembered so serving them reads no headers. */
const MAX_REMEMBERED_ORIENTATIONS = 10_000

/** A lake's image transform state: limits, the render queue, the cache index, renders in flight. */
interface ImageTransforms {
  limits: ImageTransformLimits
  queue: RenderQueue
  cache: TransformCache
  /** Renders in progress by cache path: concurrent requests for one image wait for one render. */
  rendering: Map<string, Promise<void>>
  upright: Map<string, boolean>
}

const transformsByKernel = new WeakMap<LakeKernel, ImageTransforms>()

export function imageTransformsOf(kernel: LakeKernel): ImageTransforms {
  let transforms = transformsByKernel.get(kernel)
  if (!transforms) {
    const limits = resolveTransformLimits(kernel.config.imageTransforms)
    transforms = {
      limits,
      queue: new RenderQueue(limits.renderConcurrency, limits.maxQueuedRenders),
      cache: new TransformCache(kernel.assetsDir, limits.cacheMaxBytes),
      rendering: new Map(),
      upright: new Map(),
    }
    transformsByKernel.set(kernel, transforms)
  }
  return transforms
}

export interface TransformRequest {
  store: AssetStore
  dataset: string
  name: AssetName
  original: string
  params: ImageParams
}

/**
 * Whether the image URL needs a render: parameters that change the pixels, or a source stored with an
 * EXIF rotation (served upright, so every consumer sees the same image).
 */
export async function needsRender(ctx: RouteContext, request: TransformRequest): Promise<boolean> {
  if (changesPixels(request.params)) return true
  const {name, original} = request
  if (name.extension === 'svg' || name.extension === 'gif') return false
  const {upright} = imageTransformsOf(ctx.kernel)
  let rotated = upright.get(original)
  if (rotated === undefined) {
    const {orientation} = await sharp(original).metadata()
    rotated = orientation !== undefined && orientation > 1
    if (upright.size >= MAX_REMEMBERED_ORIENTATIONS) upright.clear()
    upright.set(original, rotated)
  }
  return rotated
}

/**
 * Answers with the rendered image: from the cache when the same plan was rendered before, otherwise
 * rendered in the queue (503 with Retry-After when it is full) and cached.
 */
export async function serveTransform(
  ctx: RouteContext,
  request: TransformRequest,
  downloadName: string | undefined,
): Promise<void> {
  const {limits, cache} = imageTransformsOf(ctx.kernel)
  const {store, dataset, name, params} = request
  const format = outputFormat(params, name.extension, ctx.req.headers.accept ?? '')
  // A request that only uprights the original keeps its full size; anything else has the budget.
  const budget = changesPixels(params) ? pixelBudget(format, limits) : Number.POSITIVE_INFINITY
  const plan = planRender(
    {size: {width: name.width!, height: name.height!}, extension: name.extension},
    params,
    format,
    budget,
  )
  const key = createHash('sha256')
    .update(`${PLAN_VERSION}\n${storedFileName(name)}\n${JSON.stringify(plan)}`)
    .digest('hex')
    .slice(0, 40)
  const cached = store.cachePath(dataset, key, OUTPUT[format].extension)

  const hit = cache.acquire(cached)
  if (!hit) {
    try {
      await renderOnce(ctx.kernel, request, cached, () =>
        renderImage(request.original, plan, {
          maxInputPixels: ctx.kernel.limits.maxImagePixels,
          timeoutSeconds: limits.renderTimeoutSeconds,
        }),
      )
    } catch (err) {
      if (err instanceof LakeError && err.statusCode === 503) {
        ctx.res.setHeader('retry-after', String(QUEUE_FULL_RETRY_AFTER_SECONDS))
      }
      throw err
    }
    // The render pinned its entry until the requests waiting for it have pinned it themselves.
    if (!cache.acquire(cached)) throw new LakeError(503, 'The rendered image was removed; try again')
  }
  const headers: Record<string, string> = {'x-lake-cache': hit ? 'hit' : 'miss'}
  if (params.autoFormat) {
    // The response depends on Accept; keep whatever Vary the CORS layer set.
    const vary = ctx.res.getHeader('vary')
    headers.vary = vary ? `${String(vary)}, Accept` : 'Accept'
  }
  try {
    await sendFile(ctx.req, ctx.res, {
      path: cached,
      contentType: OUTPUT[format].mimeType,
      etag: key,
      downloadName,
      headers,
    })
  } finally {
    cache.release(cached)
  }
}

function renderOnce(
  kernel: LakeKernel,
  request: TransformRequest,
  path: string,
  render: () => Promise<Buffer>,
): Promise<void> {
  const {queue, cache, rendering} = imageTransformsOf(kernel)
  let pending = rendering.get(path)
  if (!pending) {
    pending = queue
      .run(async () => {
        const bytes = await render()
        await request.store.writeAtomically(path, bytes)
        cache.add(path, bytes.length)
        // Released once every waiter has had its turn to pin the entry (they resume before this runs).
        setImmediate(() => cache.release(path))
      })
      .finally(() => rendering.delete(path))
    rendering.set(path, pending)
  }
  return pending
}
