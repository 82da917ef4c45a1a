import {join} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {lakeDocument, openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 10_000}

const search = (scope: Locator) => scope.getByTestId('reference-search-input')
const option = (page: Page, title: string) => page.getByRole('option').filter({hasText: title}).first()

/** Opens the reference menu of `scope` and picks `label`. */
async function referenceMenu(page: Page, scope: Locator, label: string): Promise<void> {
  await scope.getByTestId('reference-menu').click()
  await page.getByRole('menuitem', {name: label}).click()
}

/** A draft post written straight to the lake, then opened in the form. */
async function openPost(page: Page, id: string, fields: Record<string, unknown> = {}): Promise<void> {
  await adminClient().createOrReplace({_id: `drafts.${id}`, _type: 'post', title: id, ...fields})
  await openDocument(page, 'post', id)
  // The dev server may reload the page once right after the first load (dependency optimisation); the
  // page never goes network-idle (listen streams stay open), so wait for the form again after a moment.
  await page.waitForTimeout(1000)
  await documentForm(page).waitFor()
}

const draftOf = (page: Page, id: string, name: string) => async () =>
  ((await lakeDocument(page, `drafts.${id}`)) ?? {})[name]

describe('reference input', () => {
  it(
    'picks an author for a post by searching, replaces it by keyboard and clears it',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      const id = 'references-pick'
      await openPost(page, id)
      const author = field(page, 'author')
      await reveal(author)

      await search(author).fill('grace')
      await option(page, 'Grace Hopper').waitFor()
      await page.screenshot({path: join(ARTIFACTS, 'references-search.png')})
      await expect
        .poll(() => option(page, 'Grace Hopper').getByTestId('reference-status').textContent())
        .toBe('Published')
      await option(page, 'Grace Hopper').click()
      await expect.poll(draftOf(page, id, 'author'), POLL).toEqual({_type: 'reference', _ref: 'author-grace'})
      await expect.poll(() => author.getByTestId('reference-card').textContent()).toContain('Grace Hopper')
      await page.screenshot({path: join(ARTIFACTS, 'references-selected.png')})

      await referenceMenu(page, author, 'Replace')
      await search(author).fill('lovelace')
      await option(page, 'Ada Lovelace').waitFor()
      await search(author).press('Enter')
      await expect.poll(draftOf(page, id, 'author'), POLL).toEqual({_type: 'reference', _ref: 'author-ada'})
      await expect.poll(() => author.getByTestId('reference-card').textContent()).toContain('Ada Lovelace')

      await referenceMenu(page, author, 'Clear')
      await expect.poll(draftOf(page, id, 'author'), POLL).toBeUndefined()
      await search(author).waitFor()
    },
  )

  it(
    'adds three categories from the search in place, cancels without leaving a row, reorders by drag',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      await adminClient().createOrReplace({_id: 'category-howto', _type: 'category', title: 'How-to'})
      const id = 'references-categories'
      await openPost(page, id)
      const categories = field(page, 'categories')
      await reveal(categories)

      for (const title of ['News', 'Guides', 'How-to']) {
        await categories.getByRole('button', {name: /Add item/}).click()
        await search(categories).fill(title)
        await option(page, title).click()
        await categories.getByText(title, {exact: true}).waitFor()
      }
      const refs = async () =>
        ((await draftOf(page, id, 'categories')()) as {_ref: string}[] | undefined)?.map((item) => item._ref)
      await expect.poll(refs, POLL).toEqual(['category-news', 'category-guides', 'category-howto'])
      // Rows show the targets' titles, never their ids.
      await expect.poll(() => categories.textContent()).not.toContain('category-news')

      // Cancelled: no empty row is left behind.
      await categories.getByRole('button', {name: /Add item/}).click()
      await search(categories).press('Escape')
      await expect.poll(() => categories.locator('[data-item-key]').count()).toBe(3)
      await expect.poll(refs, POLL).toHaveLength(3)
      await page.screenshot({path: join(ARTIFACTS, 'references-categories.png')})

      // Drag the first below the last.
      const rows = categories.locator('[data-item-key]')
      const handle = rows.first().locator('[data-drag-handle]')
      const from = await handle.boundingBox()
      const target = await rows.last().boundingBox()
      if (!from || !target) throw new Error('rows are not laid out')
      const x = from.x + from.width / 2
      await page.mouse.move(x, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(x, from.y + from.height / 2 + 10, {steps: 5})
      await page.mouse.move(x, target.y + target.height * 0.75, {steps: 20})
      await page.mouse.up()
      await expect.poll(refs, POLL).toEqual(['category-guides', 'category-howto', 'category-news'])
    },
  )

  it(
    'creates a new author from the post beside it; the post published first keeps it weak until the author is published',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'references-create'
      await openPost(page, id)
      const author = field(page, 'author')
      await reveal(author)
      await author.getByTestId('reference-create').click()

      // The new author opens in a pane beside the post.
      const panes = page.locator('[data-pane-kind="document"]')
      await expect.poll(() => panes.count(), POLL).toBe(2)
      const authorPane = panes.last()
      await authorPane.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
      const ref = (await draftOf(page, id, 'author')()) as {
        _ref: string
        _weak?: boolean
        _strengthenOnPublish?: unknown
      }
      expect(ref).toMatchObject({
        _type: 'reference',
        _weak: true,
        _strengthenOnPublish: {type: 'author', template: {id: 'author'}},
      })
      await authorPane.locator('[data-field="name"] input').fill('Nina New')
      await expect
        .poll(async () => (await lakeDocument(page, `drafts.${ref._ref}`))?.name, POLL)
        .toBe('Nina New')
      await expect.poll(() => author.getByTestId('reference-card').textContent(), POLL).toContain('Nina New')
      await expect.poll(() => author.getByTestId('reference-status').textContent()).toBe('Draft')
      await page.screenshot({path: join(ARTIFACTS, 'references-created.png')})

      // Publish the post while its author is a draft: stored weak, marked to strengthen.
      const postPane = panes.first()
      const publishPost = postPane.getByTestId('document-actions').getByRole('button', {name: 'Publish'})
      await expect.poll(() => publishPost.isEnabled(), POLL).toBe(true)
      await publishPost.click()
      await expect
        .poll(async () => (await lakeDocument(page, id))?.author, POLL)
        .toMatchObject({_ref: ref._ref, _weak: true, _strengthenOnPublish: {type: 'author'}})

      // Publish the author: the lake makes the published post's reference strong.
      const publishAuthor = authorPane.getByTestId('document-actions').getByRole('button', {name: 'Publish'})
      await expect.poll(() => publishAuthor.isEnabled(), POLL).toBe(true)
      await publishAuthor.click()
      await expect
        .poll(async () => (await lakeDocument(page, id))?.author, POLL)
        .toEqual({_type: 'reference', _ref: ref._ref})
    },
  )

  it('shows a deleted target as unavailable, with its alert and clear', {timeout: 60_000}, async () => {
    const page = editor.page
    const client = adminClient()
    await client.createOrReplace({_id: 'author-gone', _type: 'author', name: 'Gone Soon'})
    const id = 'references-deleted'
    await openPost(page, id, {author: {_type: 'reference', _ref: 'author-gone', _weak: true}})
    await client.delete('author-gone')
    const author = field(page, 'author')
    await reveal(author)
    await author.getByTestId('reference-unavailable').waitFor()
    await expect.poll(() => author.textContent(), POLL).toContain('Document unavailable')
    await expect.poll(() => author.textContent()).toContain('The referenced document no longer exists')
    await page.screenshot({path: join(ARTIFACTS, 'references-deleted.png')})
    await author.getByTestId('reference-weak-missing').getByRole('button', {name: 'Clear'}).click()
    await expect.poll(draftOf(page, id, 'author'), POLL).toBeUndefined()
  })
})

describe('reference permissions', () => {
  const contributor = useSignedInPage(env, 'contributor')

  it(
    'tells a contributor who may not create the target type why Create new is disabled',
    {timeout: 60_000},
    async () => {
      const page = contributor.page
      await openDocument(page, 'kitchenSink', 'kitchen-sink-1')
      await documentForm(page).waitFor()
      const venue = field(page, 'venue')
      await reveal(venue)
      const denied = venue.getByTestId('reference-create-disabled')
      await denied.hover()
      const message = page.getByTestId('reference-create-denied')
      await expect
        .poll(() => message.textContent(), POLL)
        .toBe('You do not have permission to create a new document to reference. Your roles: Contributor')
      await page.screenshot({path: join(ARTIFACTS, 'references-create-denied.png')})
    },
  )
})
