import type {Locator, Page} from 'playwright-core'
import type {BrowserStack} from './browser-stack.js'
import {expect} from 'vitest'

/** The dataset of the blog workspace. */
export const BLOG_DATASET = 'blog'

/** The raw document `id` as the lake has it now, read with the page's session (null when missing). */
export function lakeDocument(
  env: BrowserStack,
  page: Page,
  id: string,
  dataset = BLOG_DATASET,
): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    async ({lakeUrl, dataset, id}) => {
      const query = encodeURIComponent('*[_id == $id][0]')
      const url = `${lakeUrl}/v2025-02-19/data/query/${dataset}?perspective=raw&query=${query}&$id="${id}"`
      const response = await fetch(url, {credentials: 'include'})
      const body = (await response.json()) as {result: Record<string, unknown> | null}
      return body.result
    },
    {lakeUrl: env.stack.lakeUrl, dataset, id},
  )
}

/** The open document's pane (the last pane). */
export const documentPane = (page: Page): Locator => page.locator('[data-pane-kind="document"]').last()

/** The loaded form of the open document. */
export const paneForm = (page: Page): Locator =>
  documentPane(page).locator('[data-testid="document-form"][data-ready="true"]')

/** The text input of field `name` in the open document's form. */
export const textField = (page: Page, name: string): Locator =>
  documentPane(page).locator(`[data-field="${name}"] input`).first()

/**
 * Closes the toasts on screen, as someone would who wants what is under them: they stack bottom right,
 * where the footer's menu opens, and stay a few seconds (longer while the pointer rests near them).
 */
export async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('[data-ui="Toast"] button').all()) {
    await close.click({timeout: 2_000}).catch(() => undefined)
  }
  await expect.poll(() => page.locator('[data-ui="Toast"]').count()).toBe(0)
}

/** Runs an action from the footer's menu ('Discard changes', 'Duplicate', …), toasts closed first. */
export async function runMenuAction(page: Page, label: string): Promise<void> {
  await closeToasts(page)
  await documentPane(page).getByRole('button', {name: 'More document actions'}).click()
  await page.getByRole('menuitem', {name: label, exact: true}).click()
}

/** Confirms the open confirmation dialog with its button `confirm`. */
export async function confirmDialog(page: Page, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', {name: confirm}).click()
  await dialog.waitFor({state: 'detached'})
}
