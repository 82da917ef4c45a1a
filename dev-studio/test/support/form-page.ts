import type {SanityClient} from '@sanity/client'
import type {BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core'
import {afterAll, beforeAll} from 'vitest'
import type {BrowserStack} from './browser-stack.js'

/** The dataset of the playground workspace (the kitchen sink lives there). */
export const PLAYGROUND_DATASET = 'playground'

/** The field with form id `id` (its title, input and messages), e.g. `address.street`. */
export const field = (page: Page, id: string): Locator => page.locator(`[data-field="${id}"]`)

/** The loaded document form. */
export const documentForm = (page: Page): Locator =>
  page.locator('[data-testid="document-form"][data-ready="true"]')

/**
 * Scrolls `locator` to the middle of the form's scroll area, as a user would before using it (a popover
 * opened from an element at the very edge of the viewport is hidden with it). Just after the form
 * loads, its scroll area may still be replaced (back at the top): scrolls again until it stays.
 */
export async function reveal(locator: Locator): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const inView = await locator.evaluate(async (element) => {
      element.scrollIntoView({block: 'center'})
      await new Promise((resolve) => setTimeout(resolve, 150))
      const {top, bottom} = element.getBoundingClientRect()
      return top >= 0 && bottom <= window.innerHeight - 50
    })
    if (inView) return
  }
  throw new Error('could not scroll the element into view')
}

/**
 * Clicks the middle of `target` and types `key` with no wait in between: the key is queued behind the
 * click in the page's input (CDP, nothing awaited between the events), as when a user types the
 * instant they click, so it reaches whatever has focus once the click's own work is done, before the
 * next frame. Playwright's `click` and `type` each wait for their event's answer.
 */
export async function clickThenKey(page: Page, target: Locator, key: string): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the element to click is not on screen')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  const mouse = {x, y, button: 'left' as const, clickCount: 1}
  const sent = [
    cdp.send('Input.dispatchMouseEvent', {type: 'mouseMoved', x, y}),
    cdp.send('Input.dispatchMouseEvent', {type: 'mousePressed', ...mouse}),
    cdp.send('Input.dispatchMouseEvent', {type: 'mouseReleased', ...mouse}),
    cdp.send('Input.dispatchKeyEvent', {type: 'keyDown', key, text: key, unmodifiedText: key}),
    cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', key}),
  ]
  await Promise.all(sent)
  await cdp.detach()
}

export interface FormPage {
  /** The raw document (draft or published) as the lake has it now, read with the page's session. */
  lakeDocument(page: Page, id: string): Promise<Record<string, unknown> | null>
  /** Opens document `id` of `type` in the form (the page is signed in already) and waits for it. */
  openDocument(page: Page, type: string, id: string): Promise<void>
  /**
   * Opens document `id` of `type` again in the page as it is, without loading the page: its pane
   * closes (Back to the type's list), then opens (Forward to the document), so the form mounts afresh
   * with the studio's code and stores already there. For repeats where the page load is not the point.
   */
  reopenDocument(page: Page, type: string, id: string): Promise<void>
  /** Signs in to the playground as an editor and opens a fresh document of `type` in the form. */
  openNewDocument(page: Page, type: string, id: string): Promise<void>
  /** A client of the playground dataset with an administrator's robot token (for writing bad data). */
  adminClient(): SanityClient
}

/** The form helpers of one test file's stack. */
export function formPage(env: BrowserStack): FormPage {
  const self: FormPage = {
    lakeDocument(page, id) {
      return page.evaluate(
        async ({lakeUrl, dataset, id}) => {
          const query = encodeURIComponent('*[_id == $id][0]')
          const url = `${lakeUrl}/v2025-02-19/data/query/${dataset}?perspective=raw&query=${query}&$id="${id}"`
          const response = await fetch(url, {credentials: 'include'})
          const body = (await response.json()) as {result: Record<string, unknown> | null}
          return body.result
        },
        {lakeUrl: env.stack.lakeUrl, dataset: PLAYGROUND_DATASET, id},
      )
    },
    async openDocument(page, type, id) {
      await page.goto(`${env.stack.studioUrl}/playground/structure/${type}/${id}`)
      await documentForm(page).waitFor()
    },
    async reopenDocument(page, type, id) {
      const moveTo = (path: string) =>
        page.evaluate((target) => {
          window.history.pushState(null, '', target)
          window.dispatchEvent(new PopStateEvent('popstate'))
        }, path)
      await moveTo(`/playground/structure/${type}`)
      await documentForm(page).waitFor({state: 'detached'})
      await moveTo(`/playground/structure/${type}/${id}`)
      await documentForm(page).waitFor()
    },
    async openNewDocument(page, type, id) {
      await env.signIn(page, 'editor', '/playground')
      await self.openDocument(page, type, id)
    },
    adminClient() {
      return env.adminClient(PLAYGROUND_DATASET)
    },
  }
  return self
}

/**
 * One page signed in to the playground as `role` for all the tests of a file (signing in once saves
 * seconds per test): created in a `beforeAll` after the stack's, closed in an `afterAll`.
 */
export function useSignedInPage(
  env: BrowserStack,
  role: string,
  options: BrowserContextOptions = {},
): {readonly page: Page} {
  let context: BrowserContext | undefined
  let page: Page | undefined
  beforeAll(async () => {
    context = await env.browser.newContext({viewport: {width: 1400, height: 900}, ...options})
    page = await context.newPage()
    await env.signIn(page, role, '/playground')
  }, 60_000)
  afterAll(async () => {
    await context?.close()
  })
  return {
    get page() {
      if (!page) throw new Error('the signed-in page is not ready yet')
      return page
    },
  }
}
