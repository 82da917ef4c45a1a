/**
 * The limits of image transforms (`GET /images/...?w=...`). Asset URLs are public, so these bound what
 * anyone without credentials can make the lake compute and store. Operators set them in
 * `lake.config.json` or `createLake({config: {imageTransforms}})`; every field is optional.
 */
export interface ImageTransformLimits {
  /**
   * Most pixels one render may produce, counting its largest intermediate image (a cover crop scaled
   * before cutting). A larger request is scaled down, keeping its aspect ratio, as an image CDN caps it.
   */
  maxOutputPixels: number
  /** The same for AVIF and GIF output, whose encoders cost several times more per pixel. */
  maxSlowFormatPixels: number
  /** Bytes the transform cache may keep on disk; the least recently used renders are removed first. */
  cacheMaxBytes: number
  /**
   * Renders running at once. Each holds one thread of libuv's pool (which sign-in's scrypt and file
   * reads share), so the value is capped at the pool size minus two (`UV_THREADPOOL_SIZE`, default 4).
   */
  renderConcurrency: number
  /** Renders waiting for a turn; more answer 503 with Retry-After. */
  maxQueuedRenders: number
  /** A render taking longer than this is abandoned (503). */
  renderTimeoutSeconds: number
}

export const DEFAULT_TRANSFORM_LIMITS: ImageTransformLimits = {
  maxOutputPixels: 16_000_000,
  maxSlowFormatPixels: 4_000_000,
  cacheMaxBytes: 256 * 1024 * 1024,
  renderConcurrency: 2,
  maxQueuedRenders: 32,
  renderTimeoutSeconds: 20,
}

/** Seconds a client is asked to wait (Retry-After) when the render queue is full. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 2

/** libuv threads always left to everything else (scrypt, file system, DNS). */
const THREADS_LEFT_FREE = 2

/**
 * The limits with defaults filled in. A value that is not a positive number is a configuration error,
 * reported when the lake starts.
 */
export function resolveTransformLimits(configured: Partial<ImageTransformLimits> = {}): ImageTransformLimits {
  const limits = {...DEFAULT_TRANSFORM_LIMITS}
  for (const name of Object.keys(DEFAULT_TRANSFORM_LIMITS) as (keyof ImageTransformLimits)[]) {
    const value: unknown = configured[name]
    if (value === undefined) continue
    const whole = name !== 'renderTimeoutSeconds'
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || (whole && value < 1)) {
      throw new Error(`imageTransforms.${name} must be a positive number, not ${JSON.stringify(value)}`)
    }
    limits[name] = whole ? Math.floor(value) : value
  }
  limits.renderConcurrency = Math.max(
    1,
    Math.min(limits.renderConcurrency, libuvPoolSize() - THREADS_LEFT_FREE),
  )
  return limits
}

function libuvPoolSize(): number {
  const configured = Number(process.env.UV_THREADPOOL_SIZE)
  return Number.isInteger(configured) && configured > 0 ? configured : 4
}
