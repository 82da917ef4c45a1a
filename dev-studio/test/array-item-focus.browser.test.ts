import {expect, it} from 'vitest'
import {useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'

/*
 * Issue 22, spec 001 §4: 'A new item is inserted, focused, then opened' — for object items too, so
 * typing right after 'Add item' fills the item's first field.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

it(
  "focuses a new object item's first field, so typing goes straight into it",
  {timeout: 60_000},
  async () => {
    const page = editor.page
    const id = 'array-item-focus'
    await openDocument(page, 'kitchenSink', id)
    const stops = field(page, 'stops')
    await reveal(stops)
    await stops.getByRole('button', {name: 'Add item'}).click()
    const dialog = page.getByRole('dialog', {name: 'Edit Address'})
    await dialog.waitFor()
    const street = dialog.getByLabel('Street')
    await expect.poll(() => street.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('1 Main Street')
    await expect
      .poll(
        async () =>
          ((await lakeDocument(page, `drafts.${id}`))?.stops as {street?: string}[] | undefined)?.[0]?.street,
        {
          timeout: 10_000,
        },
      )
      .toBe('1 Main Street')
  },
)
