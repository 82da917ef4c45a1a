import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Locator, Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {paneForm, textField} from './support/structure-page.js'

const env = useBrowserStack()
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))

const panel = (page: Page): Locator => page.getByTestId('search-panel')
const input = (page: Page): Locator => page.getByTestId('search-input')
const hits = (page: Page): Locator => page.getByTestId('search-result')
/** The published ids of the hits shown, in order. */
const hitIds = (page: Page): Promise<string[]> =>
  hits(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-document-id') ?? ''))

async function openSearch(page: Page): Promise<void> {
  // The shortcut listens once the navbar is up (right after sign-in the studio may still be loading).
  await page.getByRole('button', {name: 'Search'}).waitFor()
  await page.keyboard.press('ControlOrMeta+KeyK')
  await panel(page).waitFor()
}

describe('global search', () => {
  it(
    'mod+K opens it, typing finds documents, the keyboard opens a hit through the edit intent',
    {timeout: 90_000},
    async () => {
      const page = await env.newPage()
      await env.signIn(page, 'editor')
      await openSearch(page)
      await expect.poll(() => page.getByTestId('search-popover').isVisible()).toBe(true)
      await input(page).fill('ada')
      await expect.poll(() => hitIds(page), {timeout: 10_000}).toContain('author-ada')
      // The title match (the author) ranks above documents that only mention her elsewhere.
      expect((await hitIds(page))[0]).toBe('author-ada')
      await page.screenshot({path: join(ARTIFACTS, 'search-popover-results.png')})

      await page.keyboard.press('ArrowDown')
      await expect.poll(() => hits(page).first().getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('Enter')
      await panel(page).waitFor({state: 'detached'})
      await paneForm(page).waitFor({timeout: 15_000})
      await expect.poll(() => textField(page, 'name').inputValue()).toBe('Ada Lovelace')
      expect(page.url()).toContain('author-ada')

      // mod+K toggles; Escape closes.
      await openSearch(page)
      await page.keyboard.press('ControlOrMeta+KeyK')
      await panel(page).waitFor({state: 'detached'})
      await openSearch(page)
      await page.keyboard.press('Escape')
      await panel(page).waitFor({state: 'detached'})
    },
  )

  it(
    'paints each hit with its title, subtitle and image from the search, without a preview request',
    {timeout: 90_000},
    async () => {
      const client = env.adminClient('blog')
      const portrait = await client.assets.upload('image', readFileSync(join(FIXTURES, 'square.jpg')), {
        filename: 'square.jpg',
      })
      await client.createOrReplace({
        _id: 'author-search-paint',
        _type: 'author',
        name: 'Quillon Paintwell',
        email: 'quillon@example.com',
        portrait: {_type: 'image', asset: {_type: 'reference', _ref: portrait._id}},
      })
      const page = await env.newPage()
      await env.signIn(page, 'editor')
      // Every preview request is held: whatever the row shows came with the search's answer.
      const previewRequests: string[] = []
      await page.route(/\/data\/query\/.*tag=preview\./, (route) => {
        previewRequests.push(route.request().url())
      })
      await openSearch(page)
      await input(page).fill('quillon')
      const row = hits(page).first()
      await expect.poll(() => row.textContent(), {timeout: 10_000}).toContain('Quillon Paintwell')
      expect(await row.textContent()).toContain('quillon@example.com')
      const thumbnail = row.locator('[data-preview-media] img')
      // The asset's 80 px crop, served by the lake (asset ids read image-<hash>-<size>-<format>).
      const src = (await thumbnail.getAttribute('src')) ?? ''
      expect(src).toContain(portrait._id.split('-')[1])
      expect(src).toContain('w=80&h=80&fit=crop')
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80)
      await page.screenshot({path: join(ARTIFACTS, 'search-hit-previews.png')})
      // The live preview asked (for later changes) and is still waiting: the row did not need it.
      await expect.poll(() => previewRequests.length).toBeGreaterThan(0)
      await page.unrouteAll({behavior: 'ignoreErrors'})
    },
  )

  it('a document type and a date filter narrow the hits', {timeout: 90_000}, async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor')
    await page.getByTestId('search-button').click()
    await panel(page).waitFor()

    await page.getByTestId('search-type-button').click()
    await page.getByTestId('search-type-picker').getByText('Post', {exact: true}).click()
    await expect
      .poll(async () => (await hitIds(page)).sort(), {timeout: 10_000})
      .toEqual(['post-draft-ideas', 'post-getting-started', 'post-welcome'])
    await page.keyboard.press('Escape')

    await page.getByRole('button', {name: 'Add filter'}).click()
    await page.getByTestId('search-filter-menu').getByPlaceholder('Filter fields').fill('published')
    await page
      .getByTestId('search-filter-menu')
      .getByRole('option', {name: /Published at/})
      .click()
    const editor = page.getByTestId('search-filter-editor')
    await editor.waitFor()
    expect(await editor.getByLabel('Operator').inputValue()).toBe('dateTimeAfter')
    await editor.getByLabel('Date').fill('Nov 5, 2026')
    await editor.getByLabel('Date').press('Enter')
    await expect.poll(() => hitIds(page), {timeout: 10_000}).toEqual(['post-getting-started'])
    await page.screenshot({path: join(ARTIFACTS, 'search-filters.png')})

    // Text that is no date says so, in the spec's words.
    await editor.getByLabel('Date').fill('5 November')
    await editor.getByLabel('Date').press('Enter')
    await expect.poll(() => editor.getByRole('alert').textContent()).toBe('Invalid date')
  })

  it('recent searches survive a reload and apply again', {timeout: 90_000}, async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor')
    await openSearch(page)
    await input(page).fill('grace')
    await expect.poll(() => hitIds(page), {timeout: 10_000}).toContain('author-grace')
    await hits(page).first().click()
    await panel(page).waitFor({state: 'detached'})

    await page.reload()
    await page.getByTestId('studio-layout').waitFor()
    await openSearch(page)
    const recent = page.getByTestId('recent-search')
    await expect.poll(() => recent.allTextContents()).toEqual(['grace'])
    await page.screenshot({path: join(ARTIFACTS, 'search-recent.png')})
    // The keyboard picks a recent search too.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => input(page).inputValue()).toBe('grace')
    await expect.poll(() => hitIds(page), {timeout: 10_000}).toContain('author-grace')
  })

  it('says when nothing matches, and when the search fails', {timeout: 90_000}, async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor')
    await openSearch(page)
    await input(page).fill('qqqzzzxx')
    await page.getByTestId('search-no-results').waitFor({timeout: 10_000})
    expect(await page.getByTestId('search-no-results').textContent()).toContain('No results found')
    await page.screenshot({path: join(ARTIFACTS, 'search-no-results.png')})

    await page.route(/\/data\/query\/.*tag=search\.global/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal","message":"Lake down"}',
      }),
    )
    await input(page).fill('ada')
    await page.getByTestId('search-error').waitFor({timeout: 10_000})
    expect(await page.getByTestId('search-error').textContent()).toContain(
      'Something went wrong while searching',
    )
    await page.screenshot({path: join(ARTIFACTS, 'search-error.png')})
  })

  it(
    'fills the screen on a narrow window, with instructions, a filters toggle and a close button',
    {timeout: 90_000},
    async () => {
      const page = await env.newPage(400)
      await env.signIn(page, 'editor')
      await page.getByRole('button', {name: 'Search'}).click()
      const fullscreen = page.getByTestId('search-fullscreen')
      await fullscreen.waitFor()
      const box = (await fullscreen.boundingBox())!
      expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 400, 900])
      await page.getByTestId('search-instructions').waitFor()
      await page.screenshot({path: join(ARTIFACTS, 'search-fullscreen.png')})
      await page.getByRole('button', {name: 'Filters'}).click()
      await page.getByTestId('search-filters').waitFor()
      await input(page).fill('welcome')
      await expect.poll(() => hitIds(page), {timeout: 10_000}).toEqual(['post-welcome'])
      await page.getByRole('button', {name: 'Close search'}).click()
      await fullscreen.waitFor({state: 'detached'})
    },
  )
})
