import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {beforeAll, describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {
  BLOG_DATASET,
  confirmDialog,
  documentPane,
  lakeDocument,
  paneForm,
  runMenuAction,
  textField,
} from './support/structure-page.js'

const env = useBrowserStack()

/** Signs in as `role` and opens `path` of the studio. */
async function open(page: Page, role: string, path: string): Promise<void> {
  await env.signIn(page, role, '/blog')
  await page.goto(`${env.stack.studioUrl}${path}`)
}
const lake = (page: Page, id: string) => lakeDocument(env, page, id)
const titleOf = async (page: Page, id: string) => (await lake(page, id))?.title ?? null

describe('the document lifecycle in the structure tool', () => {
  it(
    'creates from the menu, edits, publishes, edits again, discards, unpublishes, duplicates and deletes',
    {timeout: 120_000},
    async () => {
      const page = await env.newPage()
      await env.signIn(page, 'editor')
      const create = page.getByRole('button', {name: 'Create new document'})
      await expect.poll(() => create.isEnabled()).toBe(true)
      await create.click()
      await page.getByRole('option', {name: 'Category'}).click()
      await page.waitForURL(/\/blog\/structure\/category\/[0-9a-f-]{36}$/)
      const id = new URL(page.url()).pathname.split('/').pop()!
      await paneForm(page).waitFor()
      // A new document exists only in the URL until the first edit.
      expect(await lake(page, `drafts.${id}`)).toBeNull()

      await textField(page, 'title').fill('Lifecycle')
      await expect.poll(() => titleOf(page, `drafts.${id}`), {timeout: 10_000}).toBe('Lifecycle')

      const publish = documentPane(page).getByRole('button', {name: 'Publish'})
      await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
      await publish.click()
      await expect.poll(() => titleOf(page, id), {timeout: 10_000}).toBe('Lifecycle')
      await expect.poll(() => lake(page, `drafts.${id}`)).toBeNull()
      await page.screenshot({path: join(ARTIFACTS, 'structure-published.png')})

      // Edit again: a draft beside the published document.
      await textField(page, 'title').fill('Lifecycle, edited')
      await expect.poll(() => titleOf(page, `drafts.${id}`), {timeout: 10_000}).toBe('Lifecycle, edited')
      await expect.poll(() => titleOf(page, id)).toBe('Lifecycle')

      await runMenuAction(page, 'Discard changes')
      await confirmDialog(page, 'Discard changes')
      await expect.poll(() => lake(page, `drafts.${id}`), {timeout: 10_000}).toBeNull()
      await expect.poll(() => textField(page, 'title').inputValue()).toBe('Lifecycle')

      await runMenuAction(page, 'Unpublish')
      await confirmDialog(page, 'Unpublish now')
      await expect.poll(() => lake(page, id), {timeout: 10_000}).toBeNull()
      await expect.poll(() => titleOf(page, `drafts.${id}`)).toBe('Lifecycle')

      await runMenuAction(page, 'Duplicate')
      await page.waitForURL(
        (url) => /\/blog\/structure\/category\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(id),
      )
      const copyId = new URL(page.url()).pathname.split('/').pop()!
      await expect.poll(() => titleOf(page, `drafts.${copyId}`), {timeout: 10_000}).toBe('Lifecycle')
      await paneForm(page).waitFor()

      await runMenuAction(page, 'Delete')
      await confirmDialog(page, 'Delete now')
      await expect.poll(() => lake(page, `drafts.${copyId}`), {timeout: 10_000}).toBeNull()
      await page.waitForURL(/\/blog\/structure\/category$/)
      // The original is untouched by deleting its copy.
      expect(await titleOf(page, `drafts.${id}`)).toBe('Lifecycle')
    },
  )

  it('keeps every pane across a reload (deep links)', {timeout: 60_000}, async () => {
    const page = await env.newPage()
    await open(page, 'editor', '/blog/structure/post/post-welcome')
    await paneForm(page).waitFor()
    await expect
      .poll(() => textField(page, 'title').inputValue(), {timeout: 10_000})
      .toBe('Welcome to Tessera')
    await page.reload()
    await paneForm(page).waitFor()
    expect(new URL(page.url()).pathname).toBe('/blog/structure/post/post-welcome')
    // The lists before the document fill in right after its form (they mount in a deferred render).
    await expect
      .poll(
        () =>
          page
            .locator('[data-pane-kind]')
            .evaluateAll((panes) => panes.map((pane) => pane.getAttribute('data-pane-kind'))),
        {timeout: 10_000},
      )
      .toEqual(['list', 'documentList', 'document'])
    await expect
      .poll(() => textField(page, 'title').inputValue(), {timeout: 10_000})
      .toBe('Welcome to Tessera')
  })

  it(
    'creates from a template: its value resolved, kept new across a reload until the first edit',
    {timeout: 60_000},
    async () => {
      const page = await env.newPage()
      await env.signIn(page, 'editor', '/playground')
      await page.goto(`${env.stack.studioUrl}/playground/intent/create/type=post;template=guide-post`)
      await page.waitForURL(/\/playground\/structure\/post\/[0-9a-f-]{36},template=guide-post$/)
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!).split(',')[0]!
      await paneForm(page).waitFor()
      await expect.poll(() => textField(page, 'title').inputValue(), {timeout: 10_000}).toBe('A guide to ')
      expect(await documentPane(page).getByTestId('document-title').textContent()).toBe('New Post')
      expect(await lakeDocument(env, page, `drafts.${id}`, 'playground')).toBeNull()

      await page.reload()
      await paneForm(page).waitFor()
      await expect.poll(() => textField(page, 'title').inputValue(), {timeout: 10_000}).toBe('A guide to ')
      expect(await lakeDocument(env, page, `drafts.${id}`, 'playground')).toBeNull()

      await textField(page, 'title').click()
      await page.keyboard.press('End')
      await textField(page, 'title').pressSequentially('Tessera')
      await expect
        .poll(() => lakeDocument(env, page, `drafts.${id}`, 'playground'), {timeout: 10_000})
        .toMatchObject({_type: 'post', title: 'A guide to Tessera', publishedAt: '2026-01-01T09:00:00.000Z'})
    },
  )

  it(
    'keeps one form for a new document: read-only until its initial value shows, then typing goes in',
    {timeout: 60_000},
    async () => {
      const page = await env.newPage()
      await env.signIn(page, 'editor', '/playground')
      // What an editor who types at once would meet: the form's elements replaced under the caret, or
      // an editable field whose value is about to change.
      await page.addInitScript(() => {
        const seen = {forms: 0, editableWith: [] as string[]}
        Object.assign(window, {__newForm: seen})
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as HTMLElement
            if (record.type === 'attributes' && target instanceof HTMLInputElement && target.id === 'title')
              if (!target.readOnly) seen.editableWith.push(target.value)
            for (const node of Array.from(record.addedNodes))
              if (node instanceof HTMLElement)
                seen.forms += node.querySelectorAll('[data-testid="document-form"]').length +
                  (node.matches('[data-testid="document-form"]') ? 1 : 0)
          }
        }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['readonly']})
      })
      await page.goto(`${env.stack.studioUrl}/playground/intent/create/type=post;template=guide-post`)
      await page.waitForURL(/\/playground\/structure\/post\/[0-9a-f-]{36},template=guide-post$/)
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!).split(',')[0]!
      await expect.poll(() => textField(page, 'title').inputValue(), {timeout: 10_000}).toBe('A guide to ')
      await expect.poll(() => textField(page, 'title').isEditable()).toBe(true)
      const seen = await page.evaluate(() => (window as unknown as {__newForm: {forms: number; editableWith: string[]}}).__newForm)
      expect(seen).toEqual({forms: 1, editableWith: ['A guide to ']})

      await textField(page, 'title').fill('Typed at once')
      await expect
        .poll(() => lakeDocument(env, page, `drafts.${id}`, 'playground'), {timeout: 10_000})
        .toMatchObject({title: 'Typed at once', publishedAt: '2026-01-01T09:00:00.000Z'})
    },
  )

  it(
    'opens the site settings singleton, which is edited live (no draft, no publish)',
    {timeout: 60_000},
    async () => {
      const page = await env.newPage()
      await open(page, 'editor', '/blog/structure/siteSettings')
      await paneForm(page).waitFor()
      await textField(page, 'title').fill('The Tessera blog')
      await expect.poll(() => titleOf(page, 'siteSettings'), {timeout: 10_000}).toBe('The Tessera blog')
      expect(await lake(page, 'drafts.siteSettings')).toBeNull()
      expect(await documentPane(page).getByRole('button', {name: 'Publish'}).count()).toBe(0)
    },
  )
})

describe('actions per role', () => {
  /** The reason a disabled footer button gives, once it is final; it also shows on hover. */
  const hoverReason = async (page: Page, action: string, expected: string) => {
    // A disabled button sits in a wrapper that carries its reason and shows it as a tooltip on hover.
    const wrapper = documentPane(page).locator(`[data-action-wrapper="${action}"]`)
    await wrapper.waitFor()
    await expect.poll(() => wrapper.getByRole('button').isDisabled(), {timeout: 10_000}).toBe(true)
    await expect
      .poll(async () => (await wrapper.getAttribute('data-disabled-reason', {timeout: 1000})) ?? '', {
        timeout: 10_000,
      })
      .toContain(expected)
    await wrapper.hover()
    await page.screenshot({path: join(ARTIFACTS, 'structure-disabled-reason.png')})
    await page.getByText(expected).first().waitFor({timeout: 10_000})
  }

  it('a viewer can do nothing: the form is read-only and Publish says why', {timeout: 60_000}, async () => {
    const page = await env.newPage()
    await open(page, 'viewer', '/blog/structure/post/post-draft-ideas')
    await paneForm(page).waitFor()
    expect(await textField(page, 'title').isEditable()).toBe(false)
    await hoverReason(
      page,
      'publish',
      'You do not have permission to publish this document. Your roles: Viewer',
    )
    await documentPane(page).getByRole('button', {name: 'More document actions'}).click()
    for (const label of ['Duplicate', 'Delete']) {
      expect(await page.getByRole('menuitem', {name: label}).isDisabled()).toBe(true)
    }
  })

  it('a contributor edits drafts but may not publish them', {timeout: 60_000}, async () => {
    const page = await env.newPage()
    await open(page, 'contributor', '/blog/structure/post/post-draft-ideas')
    await paneForm(page).waitFor()
    expect(await textField(page, 'title').isEditable()).toBe(true)
    await hoverReason(page, 'publish', 'You do not have permission to publish this document')
  })

  it(
    'an editor may publish a valid draft but not one with validation errors',
    {timeout: 60_000},
    async () => {
      const page = await env.newPage()
      await open(page, 'editor', '/blog/structure/post/post-draft-ideas')
      await paneForm(page).waitFor()
      // Enabled: the wrapper gives no reason (a failure shows the reason it gives instead).
      const reason = () =>
        documentPane(page).locator('[data-action-wrapper="publish"]').getAttribute('data-disabled-reason')
      await expect.poll(reason, {timeout: 15_000}).toBeNull()
      await textField(page, 'title').fill('')
      await hoverReason(page, 'publish', 'There are validation errors')
      await textField(page, 'title').fill('Ideas (draft)')
      await expect.poll(reason, {timeout: 15_000}).toBeNull()
    },
  )
})

describe('every action of an edited document (published, with a draft), per role', () => {
  const ID = 'post-roles-edited'
  beforeAll(async () => {
    const client = env.adminClient(BLOG_DATASET)
    await client
      .transaction()
      .createOrReplace({
        _id: ID,
        _type: 'post',
        title: 'Roles (published)',
        slug: {_type: 'slug', current: 'roles'},
      })
      .createOrReplace({
        _id: `drafts.${ID}`,
        _type: 'post',
        title: 'Roles (edited)',
        slug: {_type: 'slug', current: 'roles'},
      })
      .commit()
  })

  /** Each action's disabled reason (null when enabled), once the pane has settled. */
  async function reasons(page: Page): Promise<Record<string, string | null>> {
    const pane = documentPane(page)
    const publish = pane.locator('[data-action-wrapper="publish"]')
    await publish.waitFor()
    // Settled: nothing is still being checked or loaded.
    const transient = /Checking permissions|Loading document|Waiting for the latest changes/
    await expect
      .poll(async () => transient.test((await publish.getAttribute('data-disabled-reason')) ?? ''), {
        timeout: 15_000,
      })
      .toBe(false)
    const result: Record<string, string | null> = {
      publish: await publish.getAttribute('data-disabled-reason'),
    }
    await pane.getByRole('button', {name: 'More document actions'}).click()
    const items = page.locator('[role="menuitem"][data-action]')
    await items.first().waitFor()
    for (const item of await items.all()) {
      result[(await item.getAttribute('data-action'))!] = await item.getAttribute('data-disabled-reason')
    }
    await page.keyboard.press('Escape')
    return result
  }

  const denied = (what: string, roles: string) =>
    `You do not have permission to ${what}. Your roles: ${roles}`

  it.each([
    {
      role: 'viewer',
      expected: {
        publish: denied('publish this document', 'Viewer'),
        unpublish: denied('unpublish this document', 'Viewer'),
        discardChanges: denied('discard changes in this document', 'Viewer'),
        duplicate: denied('duplicate this document', 'Viewer'),
        delete: denied('delete this document', 'Viewer'),
      },
    },
    {
      role: 'contributor',
      expected: {
        publish: denied('publish this document', 'Contributor'),
        unpublish: denied('unpublish this document', 'Contributor'),
        discardChanges: null,
        duplicate: null,
        delete: denied('delete this document', 'Contributor'),
      },
    },
    {
      role: 'editor',
      expected: {publish: null, unpublish: null, discardChanges: null, duplicate: null, delete: null},
    },
  ])('$role', {timeout: 60_000}, async ({role, expected}) => {
    const page = await env.newPage()
    await open(page, role, `/blog/structure/post/${ID}`)
    await paneForm(page).waitFor()
    expect(await reasons(page)).toEqual(expected)
  })
})
