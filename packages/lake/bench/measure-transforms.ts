import sharp from 'sharp'
import {API, authorization, DATASET, type Endpoint} from './http.js'
import {summarize, type LatencySummary} from './stats.js'

export interface TransformResult {
  /** The source image's size. */
  source: {width: number; height: number; bytes: number}
  /** Distinct transforms asked for (each once uncached, then `repeats` times cached). */
  transforms: number
  /** First request of a transform: rendered and written to the disk cache. */
  first: LatencySummary
  /** Later requests of the same URL: read from the disk cache. */
  cached: LatencySummary
  /** Every first request said `X-Lake-Cache: miss` and every later one `hit`. */
  cacheHeadersAsExpected: boolean
}

/**
 * The lake's image transforms, first request vs cached (issue 16): uploads one photo-sized JPEG, then
 * asks for each transform the studio's image input and asset library use (widths at 1–3× pixel
 * ratios, thumbnails, crops with `rect`, WebP by `auto=format`), each once (a render) and then
 * `repeats` times (the disk cache). Latency is the full response read over HTTP.
 */
export async function measureTransforms(
  endpoint: Endpoint,
  {repeats = 10}: {repeats?: number} = {},
): Promise<TransformResult> {
  const width = 2400
  const height = 1600
  // Noise compresses like a photo (a flat colour would make every render trivially cheap).
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761) >>> 24
  const jpeg = await sharp(pixels, {raw: {width, height, channels: 3}})
    .jpeg({quality: 85})
    .toBuffer()
  const upload = await fetch(`${endpoint.url}${API}/assets/images/${DATASET}?filename=transform-bench.jpg`, {
    method: 'POST',
    headers: {'content-type': 'image/jpeg', ...authorization(endpoint)},
    body: jpeg,
  })
  if (!upload.ok) throw new Error(`image upload failed with ${upload.status}: ${await upload.text()}`)
  const {document} = (await upload.json()) as {document: {url: string}}

  const queries = [
    ...[253, 506, 759].map((w) => `w=${w}&fit=max&auto=format`),
    ...[200, 400, 600].map((h) => `h=${h}&fit=max&auto=format`),
    'w=1000&fit=max&auto=format',
    'rect=600,400,1200,800&w=400&h=300&fit=crop',
    'w=300&h=300&fit=crop&crop=focalpoint&fp-x=0.3&fp-y=0.6',
    'w=150&fm=png',
  ]
  const first: number[] = []
  const cached: number[] = []
  let headersAsExpected = true
  for (const query of queries) {
    const url = `${document.url}?${query}`
    const timed = async (expect: 'miss' | 'hit') => {
      const started = performance.now()
      const response = await fetch(url, {headers: {accept: 'image/webp,image/*'}})
      await response.arrayBuffer()
      const elapsed = performance.now() - started
      if (!response.ok) throw new Error(`transform ${query} failed with ${response.status}`)
      if (response.headers.get('x-lake-cache') !== expect) headersAsExpected = false
      return elapsed
    }
    first.push(await timed('miss'))
    for (let run = 0; run < repeats; run++) cached.push(await timed('hit'))
  }
  return {
    source: {width, height, bytes: jpeg.length},
    transforms: queries.length,
    first: summarize(first),
    cached: summarize(cached),
    cacheHeadersAsExpected: headersAsExpected,
  }
}
