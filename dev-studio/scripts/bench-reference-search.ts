import type {Page} from 'playwright-core'

/** Authors in the lake for the reference search benchmark (issue 15: 100,000 target documents). */
export const REFERENCE_TARGETS = Number(process.env.BENCH_REFERENCE_TARGETS ?? 100_000)
export const REFERENCE_WORDS = [
  'amber',
  'birch',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'grove',
  'heron',
  'iris',
  'juniper',
]
const BATCH = 2_000
/** The input's debounce (use-reference-search.ts): the search starts this long after the last keystroke. */
const DEBOUNCE_MS = 300

/** Writes `REFERENCE_TARGETS` authors to the playground dataset, `BATCH` a transaction. */
export async function seedReferenceTargets(lakeUrl: string, token: string): Promise<void> {
  const post = {_id: 'drafts.bench-reference', _type: 'post', title: 'Reference search benchmark'}
  await fetch(`${lakeUrl}/v2025-02-19/data/mutate/playground`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({mutations: [{createOrReplace: post}]}),
  })
  for (let from = 0; from < REFERENCE_TARGETS; from += BATCH) {
    const mutations = Array.from({length: Math.min(BATCH, REFERENCE_TARGETS - from)}, (_, offset) => {
      const index = from + offset
      return {
        createOrReplace: {
          _id: `bench-author-${index}`,
          _type: 'author',
          name: `Author ${index} ${REFERENCE_WORDS[index % REFERENCE_WORDS.length]}`,
          email: `author${index}@example.com`,
        },
      }
    })
    const response = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/playground`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({mutations}),
    })
    if (!response.ok) throw new Error(`seeding the reference targets failed: ${response.status}`)
  }
}

/** One search: painted after the debounce, and how much of it requests to the lake were in flight. */
export interface ReferenceSearchSample {
  word: string
  total: number
  /** The union of the spans of the lake requests made after the debounce, up to the paint. */
  network: number
  /** Those requests, `path +start..end` (ms after the debounce) each, for reading the profile. */
  requests: string[]
  /** Their URLs, to replay them without the page. */
  urls: string[]
}

/**
 * Types a word into a post's author search and measures, in the page, from the last keystroke to
 * the frame in which the hits are painted with their previews (titles, not placeholders), minus the
 * debounce: what the user waits once the search may start. Each word matches a tenth of the
 * authors (10,000 of 100,000), scored and ranked by the lake, cut to 100 hits.
 */
export async function measureReferenceSearch(
  page: Page,
  studioUrl: string,
): Promise<ReferenceSearchSample[]> {
  await page.goto(`${studioUrl}/playground/structure/post/bench-reference`)
  await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
  const author = page.locator('[data-field="author"]')
  const input = author.getByTestId('reference-search-input')
  const samples: ReferenceSearchSample[] = []
  for (const word of REFERENCE_WORDS) {
    await input.fill('')
    await page.waitForTimeout(800)
    // A string, so the bundler's helpers (tsx names functions) are not needed in the page.
    const measured = page.evaluate<{
      total: number
      network: number
      requests: string[]
      urls: string[]
    }>(`new Promise((resolve) => {
      const field = document.querySelector('[data-field="author"]')
      const input = field.querySelector('input')
      let start = 0
      // From the last keystroke (each input event moves the start).
      input.addEventListener('input', () => (start = performance.now()))
      performance.clearResourceTimings()
      const check = () => {
        // The first hit of this word's search (not of the one before), with its preview's title.
        const first = field.querySelector('[data-results-for=${JSON.stringify(word)}] [role="option"]')
        if (start && first && first.textContent.includes(${JSON.stringify(word)})) {
          // The frame with the hits is painted after this rAF's task.
          requestAnimationFrame(() => setTimeout(() => {
            const end = performance.now()
            const from = start + ${DEBOUNCE_MS}
            const spans = performance.getEntriesByType('resource')
              .filter((entry) => entry.startTime >= from - 5 && entry.startTime < end && !entry.name.includes('/listen'))
              .map((entry) => [entry.startTime, Math.min(end, entry.responseEnd || end), entry.name])
              .sort((a, b) => a[0] - b[0])
            let network = 0, reach = 0
            for (const [s, e] of spans) {
              const begin = Math.max(s, reach)
              if (e > begin) network += e - begin
              reach = Math.max(reach, e)
            }
            const requests = spans.map(([s, e, name]) => {
              const url = new URL(name)
              return url.pathname.split('/').slice(-2).join('/') + ' +' + (s - from).toFixed(0) + '..' + (e - from).toFixed(0)
            })
            resolve({total: end - start, network, requests, urls: spans.map((span) => span[2])})
          }))
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })`)
    await input.pressSequentially(word, {delay: 0})
    const {total, ...rest} = await measured
    samples.push({word, total: total - DEBOUNCE_MS, ...rest})
  }
  return samples
}
