import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {chromium, type Browser, type Page} from 'playwright-core'
import {PACKAGE_ROOT} from './cli.js'

export const ARTIFACTS = join(PACKAGE_ROOT, 'test-artifacts')

/** Headless Chromium as CI has it (Debian's package; no browser downloads). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, {recursive: true})
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
}

/**
 * Opens `url` in the studio and signs in on the lake's page: through the workspace chooser when there
 * is one, straight to the lake's form when it is the only provider. Resolves once the studio shows.
 */
export async function signIn(
  page: Page,
  url: string,
  user: {email: string; password: string},
): Promise<void> {
  await page.goto(url)
  const layout = page.locator('[data-testid="studio-layout"]')
  const chooser = page.locator('[data-workspace]').first()
  const form = page.locator('#email')
  await layout.or(chooser).or(form).first().waitFor({timeout: 30_000})
  if (await chooser.isVisible()) await chooser.click()
  if (!(await layout.isVisible())) {
    await form.waitFor({timeout: 30_000})
    await page.fill('#email', user.email)
    await page.fill('#password', user.password)
    await page.click('button[type=submit]')
  }
  try {
    await layout.waitFor({timeout: 30_000})
  } catch (error) {
    // What the page showed instead (a CI failure's log keeps the message, not the page).
    const shown = await page
      .evaluate(() => `${location.href} | ${document.body?.innerText ?? ''}`)
      .catch(() => '(the page could not be read)')
    await page.screenshot({path: join(ARTIFACTS, 'sign-in-failed.png')}).catch(() => undefined)
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nThe page showed: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`,
    )
  }
}
