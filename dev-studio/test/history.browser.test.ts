import {join} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {BLOG_DATASET, documentPane, lakeDocument, paneForm, textField} from './support/structure-page.js'

/*
 * History and review (issue 18): the timeline of a post two people edit in turns, a past revision shown
 * read-only and restored, and the change viewer with per-change and all-at-once revert.
 */

const env = useBrowserStack()
const lake = (page: Page, id: string) => lakeDocument(env, page, id)

async function openPost(page: Page, role: string, id: string): Promise<void> {
  await env.signIn(page, role, '/blog')
  await page.goto(`${env.stack.studioUrl}/blog/structure/post/${id}`)
  await paneForm(page).waitFor()
}

/** The signed-in user's id, as the lake records it as a transaction's author. */
function userId(page: Page): Promise<string> {
  return page.evaluate(async (lakeUrl) => {
    const response = await fetch(`${lakeUrl}/v2021-06-07/users/me`, {credentials: 'include'})
    return ((await response.json()) as {id: string}).id
  }, env.stack.lakeUrl)
}

const panel = (page: Page): Locator => documentPane(page).getByTestId('review-panel')
const entries = (page: Page): Locator => panel(page).locator('[data-chunk-type]')

/** The timeline's entries, newest first: [type, authors sorted]. */
async function timeline(page: Page): Promise<[string, string[]][]> {
  return entries(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const authors = node.querySelector('[data-authors]')?.getAttribute('data-authors') ?? ''
      return [node.getAttribute('data-chunk-type') ?? '', authors.split(' ').filter(Boolean).sort()] as [
        string,
        string[],
      ]
    }),
  )
}

/** The change viewer's changed fields (top level), as paths. */
const changedFields = (page: Page) =>
  panel(page)
    .locator('[data-testid="change-list"] > [data-testid="field-change"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-change-path')))

async function openReviewFromMenu(page: Page): Promise<void> {
  await documentPane(page).getByRole('button', {name: 'Document menu'}).click()
  await page.getByRole('menuitem', {name: 'Review changes'}).click()
  await panel(page).waitFor()
}

/** Writes `content` as a draft, publishes it (one transaction, as Publish does) and drafts `draft` after. */
async function publishedWithDraft(
  id: string,
  content: Record<string, unknown>,
  draft: Record<string, unknown>,
): Promise<void> {
  const client = env.adminClient(BLOG_DATASET)
  await client.create({_id: `drafts.${id}`, _type: 'post', ...content})
  await client
    .transaction()
    .createOrReplace({_id: id, _type: 'post', ...content})
    .delete(`drafts.${id}`)
    .commit()
  await client.create({_id: `drafts.${id}`, _type: 'post', ...draft})
}

async function typeTitle(page: Page, id: string, text: string): Promise<void> {
  await textField(page, 'title').fill(text)
  await expect.poll(async () => (await lake(page, `drafts.${id}`))?.title, {timeout: 10_000}).toBe(text)
}

describe('history and review', () => {
  it(
    'shows the chunks and authors of two people editing in turns, publishing and editing again; restores a revision',
    {timeout: 120_000},
    async () => {
      const id = 'history-turns'
      const eddie = await env.newPage()
      const ada = await env.newPage()
      await openPost(eddie, 'editor', id)
      await typeTitle(eddie, id, 'First draft')
      await openPost(ada, 'administrator', id)
      await typeTitle(ada, id, 'First draft, improved')
      const [eddieId, adaId] = await Promise.all([userId(eddie), userId(ada)])

      const publish = documentPane(ada).getByRole('button', {name: 'Publish'})
      await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
      await publish.click()
      await expect
        .poll(async () => (await lake(ada, id))?.title, {timeout: 10_000})
        .toBe('First draft, improved')

      await eddie.reload()
      await paneForm(eddie).waitFor()
      await typeTitle(eddie, id, 'Second draft')

      await openReviewFromMenu(eddie)
      // Newest first: Eddie's edit after the publish, Ada's publish, the creation by both (one chunk:
      // edits within 5 minutes merge, whoever made them).
      await expect
        .poll(() => timeline(eddie), {timeout: 15_000})
        .toEqual([
          ['editDraft', [eddieId]],
          ['publish', [adaId]],
          ['create', [adaId, eddieId].sort()],
        ])
      // Opening the review compares with the last published version: exactly the title changed.
      await expect.poll(() => changedFields(eddie), {timeout: 10_000}).toEqual(['title'])
      await expect
        .poll(() =>
          panel(eddie).locator('[data-change-path="title"] [data-authors]').getAttribute('data-authors'),
        )
        .toBe(eddieId)
      await eddie.screenshot({path: join(ARTIFACTS, 'history-timeline.png')})

      // A past revision: read-only under a banner, then restored as a new change.
      await panel(eddie).locator('[data-chunk-type="create"]').click()
      const view = documentPane(eddie).getByTestId('revision-view')
      await view.waitFor()
      await expect
        .poll(() => view.locator('[data-field="title"] input').inputValue())
        .toBe('First draft, improved')
      expect(await view.locator('[data-field="title"] input').isEditable()).toBe(false)
      await expect
        .poll(() => view.getByTestId('revision-banner').textContent())
        .toContain('read-only revision')
      await eddie.screenshot({path: join(ARTIFACTS, 'history-revision.png')})
      const restore = view.getByRole('button', {name: 'Restore'})
      await expect.poll(() => restore.isEnabled(), {timeout: 10_000}).toBe(true)
      await restore.click()
      await eddie.getByRole('dialog').getByRole('button', {name: 'Restore'}).click()
      await expect
        .poll(async () => (await lake(eddie, `drafts.${id}`))?.title, {timeout: 10_000})
        .toBe('First draft, improved')
      // Back at the current version, whose form shows the restored content.
      await view.waitFor({state: 'detached'})
      await expect.poll(() => textField(eddie, 'title').inputValue()).toBe('First draft, improved')
      // The restore is Eddie's newest change: it joins his edit chunk (within 5 minutes of it).
      await expect
        .poll(async () => (await timeline(eddie))[0], {timeout: 10_000})
        .toEqual(['editDraft', [eddieId]])
      await expect
        .poll(() => entries(eddie).first().getAttribute('data-chunk-id'))
        .toBe((await lake(eddie, `drafts.${id}`))?._rev)
    },
  )

  it('a viewer sees the history but cannot restore or revert', {timeout: 60_000}, async () => {
    const id = 'history-viewer'
    await publishedWithDraft(id, {title: 'Published'}, {title: 'Changed'})
    const page = await env.newPage()
    await openPost(page, 'viewer', id)
    await documentPane(page).getByTestId('document-status-button').click()
    await expect.poll(() => changedFields(page), {timeout: 15_000}).toEqual(['title'])
    expect(await panel(page).getByTestId('revert-change').count()).toBe(0)
    await panel(page).locator('[data-chunk-type="publish"]').click()
    const restore = documentPane(page).getByTestId('revision-view').getByRole('button', {name: 'Restore'})
    await restore.waitFor()
    await expect.poll(() => restore.isDisabled(), {timeout: 10_000}).toBe(true)
  })

  it('compares a range field by field and reverts one change, then all', {timeout: 90_000}, async () => {
    const id = 'history-revert'
    const client = env.adminClient(BLOG_DATASET)
    await publishedWithDraft(
      id,
      {
        title: 'Old title',
        slug: {_type: 'slug', current: 'old-title'},
        publishedAt: '2025-01-01T10:00:00.000Z',
      },
      {
        title: 'New title',
        slug: {_type: 'slug', current: 'new-title'},
        publishedAt: '2025-01-01T10:00:00.000Z',
      },
    )
    await client.patch(`drafts.${id}`).set({publishedAt: '2025-03-01T12:00:00.000Z'}).commit()

    const page = await env.newPage()
    await openPost(page, 'editor', id)
    await documentPane(page).getByTestId('document-status-button').click()
    // Exactly the changed fields, in schema order.
    await expect.poll(() => changedFields(page), {timeout: 15_000}).toEqual(['title', 'slug', 'publishedAt'])
    const title = panel(page).locator('[data-change-path="title"]')
    expect(await title.locator('del').allTextContents()).toEqual(['Old'])
    expect(await title.locator('ins').allTextContents()).toEqual(['New'])
    await page.screenshot({path: join(ARTIFACTS, 'history-changes.png')})

    // Someone else has the document open: a revert is an edit they see live.
    const other = await env.newPage()
    await openPost(other, 'administrator', id)
    await expect.poll(() => textField(other, 'title').inputValue(), {timeout: 10_000}).toBe('New title')

    // Revert one change: a popover asks first; cancel leaves everything as it was.
    await title.getByTestId('revert-change').click()
    await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Cancel'}).click()
    expect(await changedFields(page)).toEqual(['title', 'slug', 'publishedAt'])
    await title.getByTestId('revert-change').click()
    await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Revert'}).click()
    await expect
      .poll(async () => (await lake(page, `drafts.${id}`))?.title, {timeout: 10_000})
      .toBe('Old title')
    await expect.poll(() => textField(page, 'title').inputValue()).toBe('Old title')
    await expect.poll(() => textField(other, 'title').inputValue(), {timeout: 10_000}).toBe('Old title')
    await expect.poll(() => changedFields(page), {timeout: 10_000}).toEqual(['slug', 'publishedAt'])

    // Revert all.
    await panel(page).getByTestId('revert-all').click()
    await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Revert'}).click()
    await expect
      .poll(
        async () => {
          const draft = await lake(page, `drafts.${id}`)
          return [draft?.title, (draft?.slug as {current?: string} | undefined)?.current, draft?.publishedAt]
        },
        {timeout: 10_000},
      )
      .toEqual(['Old title', 'old-title', '2025-01-01T10:00:00.000Z'])
    await panel(page).getByTestId('changes-empty').waitFor({timeout: 10_000})
  })

  it(
    'reverts one array item: a removed one comes back in its place, an added one goes',
    {timeout: 90_000},
    async () => {
      const id = 'history-revert-item'
      const client = env.adminClient(BLOG_DATASET)
      const category = (key: string) => ({_type: 'reference', _ref: `history-category-${key}`, _key: key})
      for (const key of ['a', 'b', 'c']) {
        await client.createOrReplace({
          _id: `history-category-${key}`,
          _type: 'category',
          title: `Category ${key}`,
        })
      }
      await publishedWithDraft(
        id,
        {title: 'Sorted', categories: [category('a'), category('b')]},
        {title: 'Sorted', categories: [category('b'), category('c')]},
      )
      const page = await env.newPage()
      await openPost(page, 'editor', id)
      await documentPane(page).getByTestId('document-status-button').click()
      await expect.poll(() => changedFields(page), {timeout: 15_000}).toEqual(['categories'])
      const item = (key: string) => panel(page).locator(`[data-item-key="${key}"]`)
      expect(await item('a').getAttribute('data-item-action')).toBe('removed')
      expect(await item('c').getAttribute('data-item-action')).toBe('added')
      const keys = async () =>
        ((await lake(page, `drafts.${id}`))?.categories as {_key: string}[] | undefined)?.map(
          (ref) => ref._key,
        )

      await item('a').getByTestId('revert-item').click()
      await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Revert'}).click()
      await expect.poll(keys, {timeout: 10_000}).toEqual(['a', 'b', 'c'])
      // The list follows the edit: only the added item is left.
      await expect.poll(() => item('a').count(), {timeout: 10_000}).toBe(0)
      await page.screenshot({path: join(ARTIFACTS, 'history-revert-item.png')})

      await item('c').getByTestId('revert-item').click()
      await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Revert'}).click()
      await expect.poll(keys, {timeout: 10_000}).toEqual(['a', 'b'])
      await panel(page).getByTestId('changes-empty').waitFor({timeout: 10_000})
    },
  )

  it(
    'draws a long change list as it is scrolled: the first screen at once, every item once scrolled to',
    {timeout: 90_000},
    async () => {
      const id = 'history-long-list'
      const client = env.adminClient(BLOG_DATASET)
      await client.createOrReplace({_id: 'history-category-long', _type: 'category', title: 'Long'})
      const ITEMS = 60
      const categories = Array.from({length: ITEMS}, (_, index) => ({
        _type: 'reference',
        _ref: 'history-category-long',
        _key: `c${index}`,
      }))
      await publishedWithDraft(id, {title: 'Long'}, {title: 'Long', categories})
      const page = await env.newPage()
      await openPost(page, 'editor', id)
      await documentPane(page).getByTestId('document-status-button').click()
      await expect.poll(() => changedFields(page), {timeout: 15_000}).toEqual(['categories'])
      const viewer = panel(page).getByTestId('change-viewer')
      const drawn = viewer.locator('[data-item-key]:not([data-testid="change-placeholder"])')
      const placeholders = viewer.getByTestId('change-placeholder')
      // Every item has its place in the list; only those on the first screen are drawn.
      expect(await viewer.locator('[data-item-key]').count()).toBe(ITEMS)
      const first = await drawn.count()
      expect(first).toBeGreaterThan(0)
      expect(first).toBeLessThan(ITEMS)
      expect(await drawn.first().getAttribute('data-item-key')).toBe('c0')
      expect(await drawn.first().isVisible()).toBe(true)
      await page.screenshot({path: join(ARTIFACTS, 'history-long-list.png')})

      // Scrolled a screen at a time, the rest is drawn as it comes near, down to the last item.
      await expect
        .poll(
          async () => {
            await viewer.evaluate((element) => element.scrollBy({top: element.clientHeight}))
            return placeholders.count()
          },
          {timeout: 20_000},
        )
        .toBe(0)
      expect(await drawn.count()).toBe(ITEMS)
      expect(await drawn.last().getAttribute('data-item-action')).toBe('added')
      await drawn.last().scrollIntoViewIfNeeded()
      expect(await drawn.last().isVisible()).toBe(true)
      // Revert all still covers the whole list.
      await panel(page).getByTestId('revert-all').click()
      await page.getByTestId('revert-confirmation').getByRole('button', {name: 'Revert'}).click()
      await expect
        .poll(async () => (await lake(page, `drafts.${id}`))?.categories, {timeout: 10_000})
        .toBeUndefined()
    },
  )
})
