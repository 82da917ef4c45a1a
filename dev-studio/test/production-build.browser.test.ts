import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {formPage} from './support/form-page.js'

/*
 * The production build, as `vite build` ships it (the other browser tests run Vite's dev server). In
 * it, @sanity/ui's animation engine is not in the JavaScript a document needs to become editable
 * (`lazyMotion()`, issue 23): it loads after boot, and menus, toasts and tooltips still open, animate
 * and close.
 */

const env = useBrowserStack({production: true})
const {openDocument} = formPage(env)

describe('the production build', () => {
  it('loads the animation engine after boot; menus and toasts open and close', {timeout: 120_000}, async () => {
    const page = await env.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await env.signIn(page, 'administrator', '/playground')
    // From here on (before signing in, the studio's session check is answered 401 by design).
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const id = 'production-build'
    await env
      .adminClient('playground')
      .createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: 'Built for production'})
    await openDocument(page, 'kitchenSink', id)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()

    // The entry does not carry the engine; its own chunk arrives once the studio is up.
    await expect.poll(() => scripts.some((path) => /\/dom-animation-[\w-]+\.js$/.test(path))).toBe(true)

    // A popover menu opens and closes again.
    const actions = page.getByTestId('document-actions')
    await actions.getByRole('button', {name: 'More document actions'}).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.count()).toBe(0)

    // A toast shows, animates in (it is fully opaque once in) and leaves by itself.
    const publish = actions.getByRole('button', {name: 'Publish'})
    await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
    await publish.click()
    const toast = page.getByText('The document was published')
    await toast.waitFor({timeout: 10_000})
    await expect
      .poll(() =>
        toast.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (Number(getComputedStyle(node).opacity) < 1) return false
          }
          return true
        }),
      )
      .toBe(true)
    await page.screenshot({path: join(ARTIFACTS, 'production-build-toast.png')})
    await expect.poll(() => toast.count(), {timeout: 30_000}).toBe(0)

    expect(problems).toEqual([])
  })
})
