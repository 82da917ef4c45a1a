import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {
  confirmDialog,
  documentPane,
  lakeDocument,
  paneForm,
  runMenuAction,
  textField,
} from './support/structure-page.js'

const env = useBrowserStack()
const lake = (page: Page, id: string) => lakeDocument(env, page, id)
const titleOf = async (page: Page, id: string) => (await lake(page, id))?.title ?? null

describe('the document lifecycle in the structure tool', () => {
  it('creates from the menu, edits, publishes, edits again, discards, unpublishes, duplicates and deletes', async () => {
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
    await page.waitForURL((url) => /\/blog\/structure\/category\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(id))
    const copyId = new URL(page.url()).pathname.split('/').pop()!
    await expect.poll(() => titleOf(page, `drafts.${copyId}`), {timeout: 10_000}).toBe('Lifecycle')
    await paneForm(page).waitFor()

    await runMenuAction(page, 'Delete')
    await confirmDialog(page, 'Delete now')
    await expect.poll(() => lake(page, `drafts.${copyId}`), {timeout: 10_000}).toBeNull()
    await page.waitForURL(/\/blog\/structure\/category$/)
    // The original is untouched by deleting its copy.
    expect(await titleOf(page, `drafts.${id}`)).toBe('Lifecycle')
  })

  it('keeps every pane across a reload (deep links)', async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor', '/blog/structure/post/post-welcome')
    await paneForm(page).waitFor()
    expect(await textField(page, 'title').inputValue()).toBe('Welcome to Tessera')
    await page.reload()
    await paneForm(page).waitFor()
    expect(new URL(page.url()).pathname).toBe('/blog/structure/post/post-welcome')
    expect(await page.locator('[data-pane-kind]').evaluateAll((panes) => panes.map((pane) => pane.getAttribute('data-pane-kind')))).toEqual([
      'list',
      'documentList',
      'document',
    ])
    expect(await textField(page, 'title').inputValue()).toBe('Welcome to Tessera')
  })

  it('opens the site settings singleton, which is edited live (no draft, no publish)', async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor', '/blog/structure/siteSettings')
    await paneForm(page).waitFor()
    await textField(page, 'title').fill('The Tessera blog')
    await expect.poll(() => titleOf(page, 'siteSettings'), {timeout: 10_000}).toBe('The Tessera blog')
    expect(await lake(page, 'drafts.siteSettings')).toBeNull()
    expect(await documentPane(page).getByRole('button', {name: 'Publish'}).count()).toBe(0)
  })
})

describe('actions per role', () => {
  const hoverReason = async (page: Page, name: string) => {
    const button = documentPane(page).getByRole('button', {name})
    await expect.poll(() => button.isDisabled(), {timeout: 10_000}).toBe(true)
    // A disabled button sits in a wrapper that shows its reason on hover.
    await button.locator('xpath=..').hover()
    return page.getByRole('tooltip').textContent()
  }

  it('a viewer can do nothing: the form is read-only and Publish says why', async () => {
    const page = await env.newPage()
    await env.signIn(page, 'viewer', '/blog/structure/post/post-draft-ideas')
    await paneForm(page).waitFor()
    expect(await textField(page, 'title').isEditable()).toBe(false)
    expect(await hoverReason(page, 'Publish')).toContain('You do not have permission to publish this document. Your roles: Viewer')
    await documentPane(page).getByRole('button', {name: 'More document actions'}).click()
    for (const label of ['Duplicate', 'Delete']) {
      expect(await page.getByRole('menuitem', {name: label}).isDisabled()).toBe(true)
    }
  })

  it('a contributor edits drafts but may not publish them', async () => {
    const page = await env.newPage()
    await env.signIn(page, 'contributor', '/blog/structure/post/post-draft-ideas')
    await paneForm(page).waitFor()
    expect(await textField(page, 'title').isEditable()).toBe(true)
    expect(await hoverReason(page, 'Publish')).toContain('You do not have permission to publish this document')
  })

  it('an editor may publish a valid draft but not one with validation errors', async () => {
    const page = await env.newPage()
    await env.signIn(page, 'editor', '/blog/structure/post/post-draft-ideas')
    await paneForm(page).waitFor()
    const publish = documentPane(page).getByRole('button', {name: 'Publish'})
    await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
    await textField(page, 'title').fill('')
    expect(await hoverReason(page, 'Publish')).toContain('validation errors')
    await textField(page, 'title').fill('Ideas (draft)')
    await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
  })
})
