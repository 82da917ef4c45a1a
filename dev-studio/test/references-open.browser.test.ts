import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 10_000}

/** A draft post by Ada, written straight to the lake, then opened in the form. */
async function openPostByAda(page: Page, id: string): Promise<void> {
  await adminClient().createOrReplace({
    _id: `drafts.${id}`,
    _type: 'post',
    title: id,
    author: {_type: 'reference', _ref: 'author-ada'},
  })
  await openDocument(page, 'post', id)
  // The dev server may reload once after the first load (dependency optimisation).
  await page.waitForTimeout(1000)
  await documentForm(page).waitFor()
}

describe('opening a reference target', () => {
  it('opens the author in a pane beside the post, from the reference menu', {timeout: 60_000}, async () => {
    const page = editor.page
    await openPostByAda(page, 'references-open-beside')
    const author = field(page, 'author')
    await reveal(author)
    await expect
      .poll(() => author.getByTestId('reference-card').textContent(), POLL)
      .toContain('Ada Lovelace')
    await author.getByTestId('reference-menu').click()
    await page.getByRole('menuitem', {name: 'Open in pane beside'}).click()

    const panes = page.locator('[data-pane-kind="document"]')
    await expect.poll(() => panes.count(), POLL).toBe(2)
    const authorPane = panes.last()
    await authorPane.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
    await expect
      .poll(() => authorPane.locator('[data-field="name"] input').inputValue(), POLL)
      .toBe('Ada Lovelace')
    // The post stays open on the left, the route names both.
    expect(await panes.first().locator('[data-field="title"] input').inputValue()).toBe(
      'references-open-beside',
    )
    expect(new URL(page.url()).pathname).toContain('author-ada')
    await page.screenshot({path: join(ARTIFACTS, 'references-open-beside.png')})
  })

  it('opens the author in a new tab through the edit intent', {timeout: 60_000}, async () => {
    const page = editor.page
    await openPostByAda(page, 'references-open-tab')
    const author = field(page, 'author')
    await reveal(author)
    await author.getByTestId('reference-menu').click()
    const link = page.getByRole('menuitem', {name: 'Open in new tab'})
    expect(await link.getAttribute('href')).toBe('/playground/intent/edit/id=author-ada;type=author')
    expect(await link.getAttribute('target')).toBe('_blank')

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await tab.waitForLoadState()
    // The studio resolves the intent to the author's document (the tab shares the session).
    await tab.waitForURL(/\/playground\/structure\/.*author-ada/, {timeout: 30_000})
    await tab.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 30_000})
    await expect
      .poll(() => tab.locator('[data-field="name"] input').last().inputValue(), POLL)
      .toBe('Ada Lovelace')
    await tab.close()
  })
})

describe('narrow layout', () => {
  it(
    'stacks the search box and its buttons, and puts the status under the title, below 480 px',
    {timeout: 60_000},
    async () => {
      const page = await env.newPage(440)
      await env.signIn(page, 'editor', '/playground')
      await openPostByAda(page, 'references-narrow')
      const author = field(page, 'author')
      await reveal(author)
      const input = author.getByTestId('reference-input')
      await expect.poll(() => input.getAttribute('data-layout'), POLL).toBe('narrow')
      await expect
        .poll(() => author.getByTestId('reference-card').textContent(), POLL)
        .toContain('Ada Lovelace')
      // The status badge sits under the title, not beside it.
      const title = await author.getByText('Ada Lovelace').boundingBox()
      const status = await author.getByTestId('reference-status').boundingBox()
      expect(status && title && status.y).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0) - 1)

      const categories = field(page, 'categories')
      await reveal(categories)
      await categories.getByRole('button', {name: /Add item/}).click()
      const search = categories.getByTestId('reference-search-input')
      const create = categories.getByTestId('reference-create')
      const searchBox = await search.boundingBox()
      const createBox = await create.boundingBox()
      expect(createBox && searchBox && createBox.y).toBeGreaterThanOrEqual(
        (searchBox?.y ?? 0) + (searchBox?.height ?? 0),
      )
      await page.screenshot({path: join(ARTIFACTS, 'references-narrow.png')})
    },
  )
})
