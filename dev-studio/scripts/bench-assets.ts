import {mkdtempSync, rmSync} from 'node:fs'
import {loadavg, tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium, type Page} from 'playwright-core'
// A real PNG without an image library (the store's test helper; the dev studio has no sharp).
import {solidPng} from '../../packages/store/test/support/png.js'
import {BENCH_IMAGE_FIELDS} from '../src/schema/bench.js'
import {signIn} from './bench-stack.js'
import {startDevStack, type DevStack} from './dev-stack.js'
import {
  measureLibraryScroll,
  openLibrary,
  type LibraryOpen,
  type ScrollFrames,
} from './bench-assets-library.js'

/**
 * `pnpm bench:assets` (issue 16), in headless Chromium against a production build of the dev studio
 * and a real lake:
 *
 * 1. 20 images dropped at once. An image field takes one file (spec/001 §5: the first acceptable
 *    one), so the document has 20 image fields and one drop lands on each in the same task. 5 of the
 *    20 files repeat another's bytes. Measured: drop → every field shows its progress card; drop →
 *    every field holds its asset; the most uploads in flight at once (the spec's 4); upload requests
 *    and distinct assets. Then the same 20 files onto a second document: all found by their hash,
 *    nothing uploaded.
 * 2. An asset library of 5,000 images (8×8 PNGs, uploaded without metadata extraction to seed fast):
 *    open it (click → first page of thumbnails drawn), load every page, and a steady scroll through
 *    the grid (frame interval and main-thread work per frame).
 */
const LIBRARY_SIZE = Number(process.env.BENCH_LIBRARY_SIZE ?? 5000)
const DROP_SIZE = {width: 1600, height: 1200}
const DUPLICATES = 5

const colour = (index: number): [number, number, number] => [
  (index * 53) % 256,
  Math.floor(index / 256) % 256,
  (index * 11 + 7) % 256,
]

async function openDocument(page: Page, stack: DevStack, id: string): Promise<void> {
  await page.goto(`${stack.studioUrl}/playground/structure/benchUploads/${id}`)
  await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
  await page.locator(`[data-field="image${BENCH_IMAGE_FIELDS - 1}"] [data-upload-target]`).waitFor()
}

interface DropResult {
  progressShownMs: number
  doneMs: number
  maxInFlight: number
  uploadRequests: number
  distinctAssets: number
}

/** Drops file `i` on field `image{i}`, all in one task, and follows the fields until each has its asset. */
async function dropTwenty(page: Page, files: string[]): Promise<DropResult> {
  let inFlight = 0
  let maxInFlight = 0
  let uploadRequests = 0
  const isUpload = (url: string, method: string) => method === 'POST' && url.includes('/assets/images/')
  const onRequest = (request: {url(): string; method(): string}) => {
    if (!isUpload(request.url(), request.method())) return
    uploadRequests++
    maxInFlight = Math.max(maxInFlight, ++inFlight)
  }
  const onDone = (request: {url(): string; method(): string}) => {
    if (isUpload(request.url(), request.method())) inFlight--
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  try {
    const timings = await page.evaluate(
      async ({files, count}) => {
        const targets = Array.from({length: count}, (_, index) =>
          document.querySelector(`[data-field="image${index}"] [data-upload-target]`),
        )
        const fileObjects = files.map(
          (base64, index) =>
            new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], `drop-${index}.png`, {
              type: 'image/png',
            }),
        )
        const all = (selector: string) =>
          Array.from({length: count}, (_, index) =>
            document.querySelector(`[data-field="image${index}"] ${selector}`),
          ).every(Boolean)
        const start = performance.now()
        targets.forEach((target, index) => {
          const data = new DataTransfer()
          data.items.add(fileObjects[index]!)
          target!.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}))
        })
        let progressShown = NaN
        for (;;) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
          const now = performance.now()
          if (Number.isNaN(progressShown) && all('[data-upload-progress], [data-image-value]'))
            progressShown = now - start
          if (all('[data-image-value]')) return {progressShownMs: progressShown, doneMs: now - start}
          if (now - start > 120_000) throw new Error('the drops did not finish in 2 minutes')
        }
      },
      {files, count: BENCH_IMAGE_FIELDS},
    )
    const refs = await page.evaluate((count) => {
      return Array.from({length: count}, (_, index) =>
        document
          .querySelector(`[data-field="image${index}"] [data-image-value]`)
          ?.getAttribute('data-image-value'),
      )
    }, BENCH_IMAGE_FIELDS)
    return {...timings, maxInFlight, uploadRequests, distinctAssets: new Set(refs).size}
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
  }
}

/** Uploads `count` tiny distinct PNGs with no metadata extraction, 4 at a time. */
async function seedLibrary(stack: DevStack, token: string, count: number): Promise<number> {
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const response = await fetch(
        `${stack.lakeUrl}/v2025-02-19/assets/images/playground?meta=none&filename=library-${index}.png`,
        {
          method: 'POST',
          headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'image/png'},
          body: solidPng(8, 8, colour(10_000 + index)),
        },
      )
      if (!response.ok) throw new Error(`seeding image ${index} failed: ${response.status}`)
    }
  }
  await Promise.all(Array.from({length: 4}, worker))
  return (performance.now() - started) / 1000
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-assets-'))
const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, production: true})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
})
try {
  const {token} = stack.lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'bench'})
  const mutate = await fetch(`${stack.lakeUrl}/v2025-02-19/data/mutate/playground`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      mutations: ['bench-drop-1', 'bench-drop-2', 'bench-library'].map((id) => ({
        createOrReplace: {_id: id, _type: 'benchUploads', title: id},
      })),
    }),
  })
  if (!mutate.ok) throw new Error(`seeding the benchmark documents failed: ${mutate.status}`)

  const page = await browser.newPage({viewport: {width: 1400, height: 900}})
  // tsx keeps function names with a `__name` helper that functions sent to the page would miss.
  await page.addInitScript({content: 'globalThis.__name = (fn) => fn'})
  await signIn(page, stack)

  // 20 files, the last 5 repeating the first 5.
  const files = Array.from({length: BENCH_IMAGE_FIELDS}, (_, index) =>
    Buffer.from(
      solidPng(DROP_SIZE.width, DROP_SIZE.height, colour(index % (BENCH_IMAGE_FIELDS - DUPLICATES))),
    ).toString('base64'),
  )
  await openDocument(page, stack, 'bench-drop-1')
  const fresh = await dropTwenty(page, files)
  await openDocument(page, stack, 'bench-drop-2')
  const again = await dropTwenty(page, files)

  console.error('[bench] drops', JSON.stringify({fresh, again}))
  const seedSeconds = await seedLibrary(stack, token, LIBRARY_SIZE)
  await openDocument(page, stack, 'bench-library')
  const opened: LibraryOpen = await openLibrary(page)
  const scroll: ScrollFrames = await measureLibraryScroll(page)

  const ms = (value: number) => `${value.toFixed(0)} ms`
  console.log(`images and files, Chromium (no CPU throttle), load ${loadavg()[0].toFixed(2)}`)
  console.log(
    `  20 images dropped at once (${DROP_SIZE.width}×${DROP_SIZE.height} PNGs, ${DUPLICATES} repeated): ` +
      `progress on every field after ${ms(fresh.progressShownMs)}, all done after ${ms(fresh.doneMs)}; ` +
      `at most ${fresh.maxInFlight} uploads in flight (spec: 4); ${fresh.uploadRequests} upload requests, ` +
      `${fresh.distinctAssets} distinct assets`,
  )
  console.log(
    `  the same 20 again on another document: progress after ${ms(again.progressShownMs)}, all done after ` +
      `${ms(again.doneMs)}; ${again.uploadRequests} upload requests (found by hash), ${again.distinctAssets} distinct assets`,
  )
  console.log(`  asset library: ${LIBRARY_SIZE} images seeded in ${seedSeconds.toFixed(1)} s`)
  console.log(
    `  asset library of ${LIBRARY_SIZE} images opens (click → first page of 200 thumbnails drawn) in ` +
      `${ms(opened.firstPageMs)} (${opened.inView} thumbnails in view) ${opened.firstPageMs <= 1000 ? '(target ≤ 1 s met)' : '(over the 1 s target)'}; ` +
      `${opened.pages} pages (≈ ${opened.loaded} images) loaded by 'Load more' in ${ms(opened.allPagesMs)}`,
  )
  console.log(
    `  steady scroll through the grid (${scroll.frames} frames, ${scroll.rows} rows): frame interval p50 ` +
      `${scroll.intervalP50.toFixed(1)} ms p95 ${scroll.intervalP95.toFixed(1)} ms; main-thread work per frame p50 ` +
      `${scroll.workP50.toFixed(1)} ms p95 ${scroll.workP95.toFixed(1)} ms; ${scroll.long} frames over 50 ms ` +
      `${scroll.intervalP50 <= 16.7 ? '(target p50 ≤ 16 ms per frame met)' : '(over the 16 ms target)'}`,
  )
  await page.screenshot({path: join(tmpdir(), 'bench-assets-library.png')})
} finally {
  await browser.close()
  await stack.stop()
  rmSync(dir, {recursive: true, force: true})
}
