import {join} from 'node:path'
import {expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'

/*
 * Issue 22, spec 001 §2 and §4: field action menus come from the studio's configuration
 * (`document.unstable_fieldActions`, the dev studio's text-field-actions plugin on the kitchen sink),
 * with a group in place, a nested group as a submenu and a divider; arrays prepend as well as append.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

it(
  "shows a field's configured action menu (group, nested group, divider) and runs its actions",
  {timeout: 60_000},
  async () => {
    const page = editor.page
    const id = 'field-actions'
    await openDocument(page, 'kitchenSink', id)
    const title = field(page, 'title')
    await title.locator('input').fill('  Hello   field actions ')
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.title)
      .toBe('  Hello   field actions ')
    // Only the configured fields have a menu.
    expect(
      await field(page, 'count')
        .getByRole('button', {name: /^Field actions/})
        .count(),
    ).toBe(0)

    await title.getByRole('button', {name: 'Field actions'}).click()
    const group = page.getByRole('group', {name: 'Field'})
    await group.waitFor()
    expect(await group.getByRole('menuitem').allTextContents()).toEqual([
      'Upper case',
      'Lower case',
      'Clear field',
    ])
    expect(await page.locator('[data-ui="MenuDivider"], hr').count()).toBeGreaterThan(0)
    // The nested group is a submenu, opened from its own button.
    await group.getByRole('button', {name: 'Spaces'}).click()
    await page.getByRole('menuitem', {name: 'Collapse spaces'}).waitFor()
    await page.screenshot({path: join(ARTIFACTS, 'field-actions-menu.png')})
    await page.getByRole('menuitem', {name: 'Collapse spaces'}).click()
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.title)
      .toBe(' Hello field actions ')

    await title.getByRole('button', {name: 'Field actions'}).click()
    await page.getByRole('menuitem', {name: 'Upper case'}).click()
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.title)
      .toBe(' HELLO FIELD ACTIONS ')
    await expect.poll(() => title.locator('input').inputValue()).toBe(' HELLO FIELD ACTIONS ')

    await title.getByRole('button', {name: 'Field actions'}).click()
    await page.getByRole('menuitem', {name: 'Clear field'}).click()
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.title, {timeout: 10_000})
      .toBeUndefined()
    // An empty field: its text actions are disabled.
    await title.getByRole('button', {name: 'Field actions'}).click()
    expect(await page.getByRole('menuitem', {name: 'Clear field'}).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
  },
)

it(
  'adds an item at the start of an array (prepend), opened and focused like a new last item',
  {timeout: 60_000},
  async () => {
    const page = editor.page
    const id = 'array-prepend'
    await openDocument(page, 'kitchenSink', id)
    const stops = field(page, 'stops')
    await reveal(stops)
    // An empty list has only 'Add item': there the end is the start.
    expect(await stops.getByRole('button', {name: 'Add to the start'}).count()).toBe(0)
    await stops.getByRole('button', {name: 'Add item'}).click()
    let dialog = page.getByRole('dialog', {name: 'Edit Address'})
    await dialog.getByLabel('Street').waitFor()
    await page.keyboard.type('2 Second Street')
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'detached'})

    await stops.getByRole('button', {name: 'Add to the start'}).click()
    dialog = page.getByRole('dialog', {name: 'Edit Address'})
    const street = dialog.getByLabel('Street')
    await expect.poll(() => street.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('1 First Street')
    await expect
      .poll(
        async () =>
          ((await lakeDocument(page, `drafts.${id}`))?.stops as {street?: string}[] | undefined)?.map(
            (stop) => stop.street,
          ),
        {timeout: 10_000},
      )
      .toEqual(['1 First Street', '2 Second Street'])
    await page.keyboard.press('Escape')
  },
)

it('adds a value at the start of an array of numbers, focused', {timeout: 60_000}, async () => {
  const page = editor.page
  const id = 'array-prepend-numbers'
  await openDocument(page, 'kitchenSink', id)
  const scores = field(page, 'scores')
  const row = (index: number) => scores.locator(`[data-array-row="${index}"]`)
  const scoresInLake = async () => (await lakeDocument(page, `drafts.${id}`))?.scores
  await scores.getByRole('button', {name: 'Add item'}).click()
  await row(0).locator('input').fill('5')
  await expect.poll(scoresInLake, {timeout: 10_000}).toEqual([5])

  await scores.getByRole('button', {name: 'Add to the start'}).click()
  await expect.poll(scoresInLake, {timeout: 10_000}).toEqual([0, 5])
  // The new first row has focus (and starts empty), so typing fills it.
  await expect
    .poll(() =>
      row(0)
        .locator('input')
        .evaluate((input) => input === document.activeElement),
    )
    .toBe(true)
  await page.keyboard.type('1')
  await expect.poll(scoresInLake, {timeout: 10_000}).toEqual([1, 5])
  expect(await row(1).locator('input').inputValue()).toBe('5')
})
