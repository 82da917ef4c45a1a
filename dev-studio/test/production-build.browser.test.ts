import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {formPage} from './support/form-page.js'

/*
 * The production build, as `vite build` ships it (which every browser test but the first run's serves). In
 * it, @sanity/ui's animation engine is not in the JavaScript a document needs to become editable
 * (`lazyMotion()`, issue 23): it loads after boot, and menus, toasts and tooltips still open, animate
 * and close. Nor are @sanity/ui's tooltips (with floating-ui) and toasts: they load when first hovered
 * or pushed (the kit's LazyTooltip and LazyToastProvider), and the first hover shows its tooltip.
 */

const env = useBrowserStack()
const {openDocument} = formPage(env)

describe('the production build', () => {
  it('loads the animation engine after boot, tooltips at the first hover; menus and toasts open and close', {timeout: 120_000}, async () => {
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
    // Tooltips and toasts are not in what made the document editable (floating-ui may be: this
    // document's date and reference inputs bring popovers).
    const lazyParts = /\/(tooltip|toast)-[\w-]+\.js$/
    expect(scripts.filter((path) => lazyParts.test(path))).toEqual([])
    // One copy of React's compiler runtime: react-rx's `react-compiler-runtime` is React's own
    // `react/compiler-runtime` (`sharedCompilerRuntime()`), so the standalone one is not in what loaded.
    const bodies = await Promise.all(
      scripts.map((path) => page.evaluate(async (url) => (await fetch(url)).text(), path)),
    )
    expect(bodies.filter((body) => body.includes('Unexpected React hook call'))).toEqual([])

    // The first hover on the status dot loads the tooltip's code and shows the tooltip.
    const dot = page.locator('[data-document-status] [role="img"][data-status="unpublished"]')
    await dot.hover()
    const tip = page.locator('[data-ui="Tooltip"]').getByText('Unpublished')
    await tip.waitFor({timeout: 10_000})
    expect(await tip.isVisible()).toBe(true)
    await page.screenshot({path: join(ARTIFACTS, 'production-build-tooltip.png')})
    expect(scripts.some((path) => /\/tooltip-[\w-]+\.js$/.test(path))).toBe(true)
    await page.mouse.move(0, 0)
    await expect.poll(() => tip.isVisible()).toBe(false)

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
