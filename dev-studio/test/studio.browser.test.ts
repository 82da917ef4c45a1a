import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack, userWithRole} from './support/browser-stack.js'

const env = useBrowserStack()
const newPage = (width?: number) => env.newPage(width)
const signIn = (page: Page, role: string, path?: string) => env.signIn(page, role, path)

describe('signing in', () => {
  for (const role of ['administrator', 'editor', 'developer', 'contributor', 'viewer']) {
    it(`a ${role} signs in through the lake's page and lands in the workspace`, async () => {
      const page = await newPage()
      await env.signInThroughPage(page, role)
      await page.getByRole('heading', {name: 'Content'}).waitFor()
      expect(new URL(page.url()).pathname).toBe('/blog')
      await page.getByRole('button', {name: `User menu: ${userWithRole(role).name}`}).click()
      const invite = page.getByText('Invite members')
      await page.getByText('Sign out').waitFor()
      expect(await invite.count()).toBe(role === 'administrator' ? 1 : 0)
    })
  }

  it("shows 'Not authorized' to a user without roles; Sign out returns to the chooser", async () => {
    const page = await newPage()
    await signIn(page, '')
    await page.getByText(/You are not authorized to access this studio/).waitFor()
    await page.screenshot({path: join(ARTIFACTS, 'not-authorized.png')})
    await page.getByRole('button', {name: 'Sign out'}).click()
    await page.getByText('choose your workspace').waitFor()
  })
})

describe('routing', () => {
  it('redirects the root to the first workspace and unknown paths say Workspace not found', async () => {
    const page = await newPage()
    await signIn(page, 'editor')
    await page.goto(`${env.stack.studioUrl}/`)
    await page.waitForURL(`${env.stack.studioUrl}/playground`)
    await page.goto(`${env.stack.studioUrl}/nowhere`)
    await page.getByText('Workspace not found').waitFor()
    await page.getByRole('button', {name: 'Go to default workspace'}).click()
    await page.waitForURL(`${env.stack.studioUrl}/playground`)
  })

  it('replaces the legacy desk path with structure, so Back does not bounce', async () => {
    const page = await newPage()
    await signIn(page, 'editor')
    await page.goto(`${env.stack.studioUrl}/blog/vision`)
    await page.getByRole('heading', {name: 'Vision'}).waitFor()
    await page.goto(`${env.stack.studioUrl}/blog/desk`)
    await page.waitForURL(`${env.stack.studioUrl}/blog/structure`)
    await page.goBack()
    await page.waitForURL(`${env.stack.studioUrl}/blog/vision`)
  })

  it('opens the edit intent in the tool that handles it and titles the page after the tool', async () => {
    const page = await newPage()
    await signIn(page, 'editor')
    await page.goto(`${env.stack.studioUrl}/blog/intent/edit/id=post-welcome;type=post`)
    // The intent's URL is replaced by the document's own place in the tool.
    await page.waitForURL(`${env.stack.studioUrl}/blog/structure/post/post-welcome`)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
    await page.goto(`${env.stack.studioUrl}/blog/vision`)
    await page.getByRole('heading', {name: 'Vision'}).waitFor()
    expect(await page.title()).toBe('Vision | Blog')
  })
})

describe('new-document menu', () => {
  it('filters the document types and opens the create intent for the chosen one', async () => {
    const page = await newPage()
    await signIn(page, 'editor')
    const button = page.getByRole('button', {name: 'Create new document'})
    await expect.poll(() => button.isEnabled()).toBe(true)
    await button.click()
    await page.getByRole('textbox', {name: 'Filter document types'}).fill('cat')
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Category'])
    await page.getByRole('textbox', {name: 'Filter document types'}).fill('nothing-like-this')
    await page.getByText('no results').waitFor()
    await page.getByRole('textbox', {name: 'Filter document types'}).fill('post')
    await page.screenshot({path: join(ARTIFACTS, 'new-document-menu.png')})
    await page.getByRole('option', {name: 'Post'}).click()
    await page.waitForURL(/\/blog\/structure\/post\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid="document-form"]').waitFor()
  })

  it('is disabled for a viewer, who may create nothing', async () => {
    const page = await newPage()
    await signIn(page, 'viewer')
    await page.getByRole('heading', {name: 'Content'}).waitFor()
    // Once the grants have arrived (no longer loading), the button stays disabled.
    const button = page.locator('button[aria-label="Create new document"]:not([data-loading])')
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
  })
})

describe('colour scheme', () => {
  it('keeps the chosen scheme across reloads', async () => {
    const page = await newPage()
    await signIn(page, 'editor')
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('[data-testid="studio-layout"]')!).backgroundColor,
      )
    await page.getByRole('heading', {name: 'Content'}).waitFor()
    const light = await background()
    await page.getByRole('button', {name: /User menu/}).click()
    await page.getByRole('menuitem', {name: 'Colour scheme: Dark'}).click()
    await expect.poll(background).not.toBe(light)
    const dark = await background()
    await page.reload()
    await page.getByRole('heading', {name: 'Content'}).waitFor()
    expect(await background()).toBe(dark)
  })
})

describe('navbar widths', () => {
  for (const width of [360, 800, 1400]) {
    it(`lays out at ${width} px (screenshot kept in test-artifacts/)`, async () => {
      const page = await newPage(width)
      await signIn(page, 'administrator')
      await page.getByRole('heading', {name: 'Content'}).waitFor()
      const tools = page.getByRole('link', {name: 'Vision'}).or(page.getByRole('button', {name: 'Vision'}))
      if (width >= 1400) await tools.first().waitFor()
      else expect(await page.getByRole('button', {name: 'Open navigation'}).count()).toBe(width < 900 ? 1 : 0)
      await page.screenshot({path: join(ARTIFACTS, `navbar-${width}.png`)})
    })
  }
})

describe('CORS', () => {
  it("shows 'Before you continue...' on an origin the lake does not allow, linking to its API settings", async () => {
    const page = await newPage()
    // The same studio under another host name: an origin the lake has not been told about.
    const otherOrigin = env.stack.studioUrl.replace('localhost', '127.0.0.1')
    await page.goto(`${otherOrigin}/blog`)
    await page.getByText('Before you continue...').waitFor()
    const href = await page.getByRole('link', {name: 'Continue'}).getAttribute('href')
    const url = new URL(href!)
    expect(url.pathname).toBe('/manage/project/local/api')
    expect(url.searchParams.get('origin')).toBe(otherOrigin)
    expect(url.searchParams.get('cors')).toBe('add')
    await page.screenshot({path: join(ARTIFACTS, 'cors-dialog.png')})
  })
})
