import type {Page} from 'playwright-core'

/** The asset library's part of `pnpm bench:assets`: opening it and scrolling its grid. */

const DIALOG = '#asset-library-dialog'
const GRID = `${DIALOG} [data-testid="image-grid"]`

export interface LibraryOpen {
  /** Click on 'Select' → the dialog shows the first page with every drawn thumbnail loaded. */
  firstPageMs: number
  /** Thumbnails in view when it counted as open. */
  inView: number
  /** Then 'Load more' until there is no more. */
  allPagesMs: number
  /** About how many assets the grid holds (its rows × columns). */
  loaded: number
  pages: number
}

/** Opens the library from field `image0` and loads every page, timing both in the page's clock. */
export async function openLibrary(page: Page): Promise<LibraryOpen> {
  const first = await page.evaluate(async (grid) => {
    const button = document.querySelector<HTMLElement>('[data-field="image0"] [data-testid="browse-assets"]')
    if (!button) throw new Error('no browse button')
    const start = performance.now()
    button.click()
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      // The thumbnails in view (those below it load lazily, when scrolled to).
      const view = document.querySelector(grid)?.getBoundingClientRect()
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(`${grid} img`)).filter(
        (image) => {
          const box = image.getBoundingClientRect()
          return view !== undefined && box.top < view.bottom && box.bottom > view.top
        },
      )
      if (images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0))
        return {ms: performance.now() - start, inView: images.length}
      if (performance.now() - start > 30_000) throw new Error('the asset library did not open in 30 s')
    }
  }, GRID)
  const started = Date.now()
  let pages = 1
  for (;;) {
    // A page is in when its spinner is gone; 'Load more' is there while the last page was full.
    const more = await page.waitForFunction(
      (dialog) => {
        const root = document.querySelector(dialog)
        if (!root || root.querySelector('[data-ui="Spinner"]')) return false
        return {more: Array.from(root.querySelectorAll('button')).some((b) => b.textContent === 'Load more')}
      },
      DIALOG,
      {timeout: 30_000, polling: 'raf'},
    )
    const {more: hasMore} = (await more.jsonValue()) as {more: boolean}
    if (!hasMore) break
    await page.locator(DIALOG).getByRole('button', {name: 'Load more'}).click()
    pages++
  }
  const loaded = await page.locator(GRID).evaluate((grid) => {
    const columns = Math.max(1, Math.floor((grid.clientWidth + 8) / 148))
    return Math.round((grid.scrollHeight / 148) * columns)
  })
  return {firstPageMs: first.ms, inView: first.inView, allPagesMs: Date.now() - started, loaded, pages}
}

export interface ScrollFrames {
  frames: number
  rows: number
  /** Time between frames (rAF timestamps). */
  intervalP50: number
  intervalP95: number
  /** Main-thread time of a frame: its start (rAF timestamp, before scroll events) → a task after it. */
  workP50: number
  workP95: number
  long: number
}

/** Scrolls the grid `step` px per frame for `frames` frames (or to its end). */
export async function measureLibraryScroll(page: Page, step = 120, frames = 600): Promise<ScrollFrames> {
  return page.evaluate(
    async ({grid, step, frames}) => {
      const scroller = document.querySelector<HTMLElement>(grid)
      if (!scroller) throw new Error('no grid')
      const intervals: number[] = []
      const work: number[] = []
      let last: number | undefined
      const startTop = scroller.scrollTop
      for (let frame = 0; frame < frames; frame++) {
        const before = scroller.scrollTop
        scroller.scrollTop += step
        if (scroller.scrollTop === before) break
        const {start, end} = await new Promise<{start: number; end: number}>((resolve) =>
          requestAnimationFrame((start) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve({start, end: performance.now()})
            channel.port2.postMessage(null)
          }),
        )
        if (last !== undefined) intervals.push(start - last)
        work.push(end - start)
        last = start
      }
      const pick = (values: number[], p: number) => {
        const sorted = [...values].sort((a, b) => a - b)
        return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
      }
      return {
        frames: work.length,
        rows: Math.round((scroller.scrollTop - startTop) / 148),
        intervalP50: pick(intervals, 0.5),
        intervalP95: pick(intervals, 0.95),
        workP50: pick(work, 0.5),
        workP95: pick(work, 0.95),
        long: intervals.filter((ms) => ms > 50).length,
      }
    },
    {grid: GRID, step, frames},
  )
}
