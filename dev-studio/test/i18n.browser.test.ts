import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'

/*
 * Issue 22: the studio's texts are translatable. The dev studio's blog workspace offers Norwegian
 * beside English: choosing it in the user menu translates the shell, and the choice is kept.
 */

const env = useBrowserStack()

describe('the studio in another language', () => {
  it(
    'switches the shell to Norwegian from the user menu, and keeps it after a reload',
    {timeout: 90_000},
    async () => {
      const context = await env.browser.newContext({viewport: {width: 1400, height: 900}})
      const page = await context.newPage()
      try {
        await env.signIn(page, 'editor', '/blog')
        await page.getByRole('button', {name: /^User menu: /}).click()
        expect(await page.getByRole('menuitem', {name: 'Sign out'}).count()).toBe(1)
        await page.getByRole('menuitem', {name: 'Language: Norsk (bokmål)'}).click()
        await page.keyboard.press('Escape')
        await page.getByRole('button', {name: /^Brukermeny: /}).waitFor({timeout: 15_000})
        expect(await page.getByRole('button', {name: 'Opprett nytt dokument'}).count()).toBe(1)
        await page.getByRole('button', {name: /^Brukermeny: /}).click()
        await page.getByRole('menuitem', {name: 'Logg ut'}).waitFor()
        await page.screenshot({path: join(ARTIFACTS, 'i18n-norwegian-user-menu.png')})
        await page.keyboard.press('Escape')

        await page.reload()
        await page.getByRole('button', {name: /^Brukermeny: /}).waitFor({timeout: 20_000})
      } finally {
        await context.close()
      }
    },
  )
})
