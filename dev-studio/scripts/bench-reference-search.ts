import type {Page} from 'playwright-core'

/** Authors in the lake for the reference search benchmark (issue 15: 100,000 target documents). */
export const REFERENCE_TARGETS = Number(process.env.BENCH_REFERENCE_TARGETS ?? 100_000)
const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron', 'iris', 'juniper']
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
          name: `Author ${index} ${WORDS[index % WORDS.length]}`,
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

/**
 * Types a word into a post's author search and measures, in the page, from the last keystroke to
 * the frame in which the hits are painted with their previews (titles, not placeholders), minus the
 * debounce: what the user waits once the search may start. Each word matches a tenth of the
 * authors (10,000 of 100,000), scored and ranked by the lake, cut to 100 hits.
 */
export async function measureReferenceSearch(page: Page, studioUrl: string): Promise<number[]> {
  await page.goto(`${studioUrl}/playground/structure/post/bench-reference`)
  await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
  const author = page.locator('[data-field="author"]')
  const input = author.getByTestId('reference-search-input')
  const samples: number[] = []
  for (const word of WORDS) {
    await input.fill('')
    await page.waitForTimeout(800)
    // A string, so the bundler's helpers (tsx names functions) are not needed in the page.
    const elapsed = page.evaluate<number>(`new Promise((resolve) => {
      const field = document.querySelector('[data-field="author"]')
      const input = field.querySelector('input')
      let start = 0
      // From the last keystroke (each input event moves the start).
      input.addEventListener('input', () => (start = performance.now()))
      const check = () => {
        const first = field.querySelector('[role="option"]')
        if (start && first && first.textContent.includes(${JSON.stringify(word)})) {
          // The frame with the hits is painted after this rAF's task.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })`)
    await input.pressSequentially(word, {delay: 0})
    samples.push((await elapsed) - DEBOUNCE_MS)
  }
  return samples
}
