import {join} from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {PLAYGROUND_DATASET} from './support/form-page.js'
import {documentPane, lakeDocument, paneForm, textField} from './support/structure-page.js'

const env = useBrowserStack()

/**
 * Seeded straight through the lake's mutate API, in transactions of a thousand: on a loaded 2-core
 * machine (load average 9), 5,000 creates once took longer than the lake's 750 ms write limit
 * (`maxWriteMillis`) to apply, and the lake refused them.
 */
const DOCUMENTS = 100_000
const BATCH = 1_000
const TYPE = 'benchSimple'

beforeAll(async () => {
  const client = env.adminClient(PLAYGROUND_DATASET)
  for (let start = 0; start < DOCUMENTS; start += BATCH) {
    const transaction = client.transaction()
    for (let index = start; index < start + BATCH; index++) {
      transaction.create({
        _id: `bulk-${String(index).padStart(6, '0')}`,
        _type: TYPE,
        title: `Bulk item ${index}`,
      })
    }
    await transaction.commit({visibility: 'async', returnDocuments: false})
  }
}, 300_000)

describe('a document list of 100,000 documents', () => {
  it('scrolls to the end and opens the last document', {timeout: 120_000}, async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor', '/playground')
    await page.goto(`${env.stack.studioUrl}/playground/structure/${TYPE}`)
    const list = page.locator(`[data-pane-id="${TYPE}"] [data-document-list="ready"]`)
    await list.waitFor({timeout: 30_000})
    expect(Number(await list.getAttribute('data-count'))).toBe(DOCUMENTS)

    // Scroll to the very end as a user dragging the scrollbar would, in a few big jumps.
    const scroller = list.locator('[data-document-list-scroller]')
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await scroller.evaluate((element, at) => {
        element.scrollTop = (element.scrollHeight - element.clientHeight) * at
      }, fraction)
      await page.waitForTimeout(100)
    }
    const lastIndex = DOCUMENTS - 1
    const lastRow = list.locator(`[data-index="${lastIndex}"] [data-document-row]`)
    await lastRow.waitFor({timeout: 30_000})
    await page.screenshot({path: join(ARTIFACTS, 'structure-list-end.png')})
    const id = (await lastRow.getAttribute('data-document-id'))!
    await lastRow.click()

    await page.waitForURL(new RegExp(`/playground/structure/${TYPE}/${id}$`))
    await paneForm(page).waitFor()
    const stored = await lakeDocument(env, page, id, PLAYGROUND_DATASET)
    await expect.poll(() => textField(page, 'title').inputValue(), {timeout: 10_000}).toBe(stored?.title)
    expect(await documentPane(page).getAttribute('data-pane-id')).toBe(id)
  })

  it('finds one of them with Search list, and opens it from the keyboard', {timeout: 60_000}, async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor', '/playground')
    await page.goto(`${env.stack.studioUrl}/playground/structure/${TYPE}`)
    const pane = page.locator(`[data-pane-id="${TYPE}"]`)
    const search = pane.getByRole('textbox', {name: 'Search list'})
    // Each word a prefix, all must match: 'Bulk item 99999' only.
    await search.fill('bulk ite 99999')
    const found = pane.locator('[data-document-list="ready"][data-count="1"]')
    await found.waitFor({timeout: 30_000})
    await page.screenshot({path: join(ARTIFACTS, 'structure-list-search.png')})
    await search.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/playground/structure/${TYPE}/bulk-099999$`))
    await search.press('Escape')
    await pane.locator(`[data-document-list="ready"][data-count="${DOCUMENTS}"]`).waitFor({timeout: 30_000})
  })
})
