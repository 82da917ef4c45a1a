import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, useSignedInPage} from './support/form-page.js'

/*
 * Issue 22, what a new user saw in the dev studio: each fix as that user would check it.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')
const admin = useSignedInPage(env, 'administrator')

/** The switch's track colour as drawn, and as the browser computes it from the input's state afresh. */
async function switchColours(page: Page): Promise<{drawn: string; fresh: string; checked: boolean}> {
  return page.locator('[data-field="flag"] input').evaluate((input: HTMLInputElement) => {
    const track = input.nextElementSibling as HTMLElement
    const drawn = getComputedStyle(track).getPropertyValue('--switch-bg-color')
    // Touching the track's own style makes the browser compute its style again from scratch.
    track.style.setProperty('--probe', String(Math.random()))
    const fresh = getComputedStyle(track).getPropertyValue('--switch-bg-color')
    return {drawn, fresh, checked: input.checked}
  })
}

describe('papercuts a new user saw', () => {
  it('draws a switch that is on as on, on every load', {timeout: 90_000}, async () => {
    const page = editor.page
    await env
      .adminClient('playground')
      .createOrReplace({_id: 'papercut-switch', _type: 'kitchenSink', title: 'Switch', flag: true})
    for (let load = 0; load < 5; load++) {
      await openDocument(page, 'kitchenSink', 'papercut-switch')
      await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
      await expect.poll(() => page.locator('[data-field="flag"] input').isChecked()).toBe(true)
      await page.waitForTimeout(load * 150)
      const colours = await switchColours(page)
      expect(colours.checked).toBe(true)
      expect(colours.drawn).toBe(colours.fresh)
    }
  })

  it('starts a new number item empty, so typing 30 gives 30', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'papercut-number-item'
    await openDocument(page, 'kitchenSink', id)
    await field(page, 'scores').getByRole('button', {name: 'Add item'}).click()
    const item = field(page, 'scores').locator('[data-array-row="0"] input')
    await expect.poll(() => item.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await item.inputValue()).toBe('')
    await page.keyboard.type('30')
    expect(await item.inputValue()).toBe('30')
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.scores, {timeout: 10_000})
      .toEqual([30])
  })

  it("shows no 'Required' on a new document before anything was typed", {timeout: 60_000}, async () => {
    const page = editor.page
    await openDocument(page, 'kitchenSink', 'papercut-untouched')
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
    // Validation runs within a second of a change; give it that long to show something.
    await page.waitForTimeout(1_500)
    expect(await field(page, 'title').textContent()).not.toContain('Required')
    // The first edit creates the document, and its markers show from then on.
    await page.getByLabel('Notes').fill('Now it exists')
    await expect.poll(() => field(page, 'title').textContent(), {timeout: 10_000}).toContain('Required')
  })

  it(
    'removes an object field once its last value is removed, instead of leaving a stub',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      const id = 'papercut-empty-object'
      await openDocument(page, 'kitchenSink', id)
      await page.getByLabel('Street').fill('1 Main Street')
      await expect
        .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.address, {timeout: 10_000})
        .toEqual({_type: 'address', street: '1 Main Street'})
      await page.getByLabel('Street').fill('')
      await expect
        .poll(
          async () => {
            const draft = await lakeDocument(page, `drafts.${id}`)
            return draft ? 'address' in draft : 'no draft'
          },
          {timeout: 10_000},
        )
        .toBe(false)
    },
  )

  it('says how many imported lines were left out and why', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'papercut-import'
    await openDocument(page, 'kitchenSink', id)
    await field(page, 'scores')
      .locator('input[type="file"]')
      .setInputFiles({name: 'scores.txt', mimeType: 'text/plain', buffer: Buffer.from('10\nten\n20\n-5\n')})
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.scores, {timeout: 10_000})
      .toEqual([10, 20])
    await expect.poll(() => page.getByText('2 lines were not imported').count()).toBe(1)
    expect(await page.getByText('each line must be a whole number (digits only)').count()).toBe(1)
  })

  it('keeps toasts clear of the Publish button', {timeout: 60_000}, async () => {
    const page = admin.page
    const id = 'papercut-toast'
    await env
      .adminClient('playground')
      .createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: 'Toast'})
    await openDocument(page, 'kitchenSink', id)
    const publish = page.getByTestId('document-actions').getByRole('button', {name: 'Publish'})
    await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
    await publish.click()
    const toast = page.getByText('The document was published')
    await toast.waitFor({timeout: 10_000})
    await page.screenshot({path: join(ARTIFACTS, 'papercut-toast.png')})
    const toastBox = await toast.boundingBox()
    const buttonBox = await page.getByTestId('document-actions').boundingBox()
    expect(toastBox && buttonBox).toBeTruthy()
    // The toast ends above the footer's actions.
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(buttonBox!.y)
  })

  it("fronts a live-edit singleton with no disabled 'Duplicate'", {timeout: 60_000}, async () => {
    const page = admin.page
    await page.goto(`${env.stack.studioUrl}/blog/structure/siteSettings`)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
    const actions = page.getByTestId('document-actions')
    await actions.waitFor()
    const disabledPrimary = actions.locator('button:disabled', {hasText: 'Duplicate'})
    expect(await disabledPrimary.count()).toBe(0)
    await page.screenshot({path: join(ARTIFACTS, 'papercut-singleton-actions.png')})
  })
})

describe('presence a new user saw', () => {
  it("draws the first field's avatar once, in the person's one colour", {timeout: 90_000}, async () => {
    const id = 'papercut-presence'
    await env.adminClient('playground').createOrReplace({_id: id, _type: 'kitchenSink', title: 'Presence'})
    const watcher = admin.page
    const typist = editor.page
    await openDocument(watcher, 'kitchenSink', id)
    await openDocument(typist, 'kitchenSink', id)
    await typist.getByLabel('Title').click()
    const editorId = await typist.evaluate(async (lakeUrl) => {
      const response = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {credentials: 'include'})
      return ((await response.json()) as {id: string}).id
    }, env.stack.lakeUrl)
    const inField = field(watcher, 'title').locator(`[data-presence-user="${editorId}"]`)
    await inField.waitFor({timeout: 15_000})
    // At the top of the form nothing is scrolled away: no docked (or faded, about to dock) copy.
    await watcher.waitForTimeout(500)
    expect(await watcher.locator(`[data-presence-dock] [data-presence-user="${editorId}"]`).count()).toBe(0)
    await watcher.screenshot({path: join(ARTIFACTS, 'papercut-presence.png')})

    // The navbar shows the same person in the same colour as the field does.
    const colourOf = (avatar: import('playwright-core').Locator) =>
      avatar.evaluate((element) => {
        const circle = element.querySelector('[data-ui="Avatar"]') ?? element
        const style = getComputedStyle(circle)
        return style.getPropertyValue('--avatar-bg-color') || style.backgroundColor
      })
    const navbarAvatar = watcher.locator('#presence-menu [data-ui="Avatar"]').first()
    await navbarAvatar.waitFor({timeout: 15_000})
    expect(await colourOf(navbarAvatar)).toBe(await colourOf(inField))

    // Scrolled past the title, the person docks at the top of the form; back at the top, they do not.
    const scroller = watcher.locator('[data-presence-scroller]:has([data-testid="document-form"])')
    const docked = watcher.locator(`[data-presence-dock="top"] [data-presence-user="${editorId}"]`)
    await scroller.evaluate((element) => element.scrollTo({top: element.scrollHeight}))
    await docked.waitFor({timeout: 5_000})
    await scroller.evaluate((element) => element.scrollTo({top: 0}))
    await docked.waitFor({state: 'detached', timeout: 5_000})
  })
})
