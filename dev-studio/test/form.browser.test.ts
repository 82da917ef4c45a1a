import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {clickThenKey, field, formPage, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {lakeDocument, openDocument, openNewDocument} = formPage(env)
// Signed in once for the file; the two-editor test adds a second browser context of its own.
const editor = useSignedInPage(env, 'editor')

describe('the document form', () => {
  it('sends what is typed into each input to the lake as the draft', {timeout: 90_000}, async () => {
    const page = editor.page
    const id = 'form-every-input'
    await openDocument(page, 'kitchenSink', id)

    await page.getByLabel('Title').fill('Every input')
    await page.getByLabel('Notes').fill('Line one\nLine two')
    await page.getByRole('spinbutton', {name: 'Count'}).fill('42')
    // check() asserts the control flips at once, before the form has caught up with the document.
    await field(page, 'flag').locator('input').check()
    await field(page, 'category').locator('select').selectOption({label: 'Opinion'})
    await field(page, 'rating').getByLabel('4').check()
    await page.getByLabel('Homepage').fill('https://example.com/a')
    await page.getByLabel('Contact').fill('ada@example.com')
    await page.getByLabel('Street').fill('1 Main Street')

    await expect
      .poll(() => lakeDocument(page, `drafts.${id}`), {timeout: 10_000})
      .toMatchObject({
        _type: 'kitchenSink',
        title: 'Every input',
        notes: 'Line one\nLine two',
        count: 42,
        flag: true,
        category: 'opinion',
        rating: 4,
        homepage: 'https://example.com/a',
        contact: 'ada@example.com',
        address: {_type: 'address', street: '1 Main Street'},
      })
    await page.screenshot({path: join(ARTIFACTS, 'form-every-input.png')})

    // Emptying an input removes the value from the document.
    await page.getByLabel('Notes').fill('')
    await expect
      .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.notes, {timeout: 10_000})
      .toBe(undefined)
  })

  it('shows validation messages from the schema as the value changes', {timeout: 60_000}, async () => {
    const page = editor.page
    await openDocument(page, 'kitchenSink', 'form-validation')
    await page.getByRole('spinbutton', {name: 'Count'}).fill('-3')
    await expect.poll(() => field(page, 'title').textContent()).toContain('Required')
    await expect
      .poll(() => field(page, 'count').textContent())
      .toContain('Must be greater than or equal to 0')
    // Choosing a marker in the validation menu focuses its field within the click: a key typed the
    // instant after it goes there, not to the menu's button, which has the focus back by then.
    await page.getByRole('button', {name: /^Validation:/}).click()
    const marker = page.getByRole('menuitem').filter({hasText: 'Required'}).first()
    await marker.waitFor()
    await clickThenKey(page, marker, 'N')
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('N')
    await page.getByLabel('Title').fill('Now valid')
    await expect.poll(() => field(page, 'title').textContent()).not.toContain('Required')
  })

  it('converges when two editors type into the same document', {timeout: 60_000}, async () => {
    const id = 'form-two-editors'
    const first = editor.page
    const second = await env.newPage()
    await openDocument(first, 'kitchenSink', id)
    await openNewDocument(second, 'kitchenSink', id)

    await first.getByLabel('Title').fill('From the first')
    await expect.poll(() => second.getByLabel('Title').inputValue(), {timeout: 10_000}).toBe('From the first')
    await second.getByLabel('Notes').fill('From the second')
    await expect.poll(() => first.getByLabel('Notes').inputValue(), {timeout: 10_000}).toBe('From the second')
    await Promise.all([
      first.getByLabel('Street').fill('First street'),
      second.getByLabel('Contact').fill('second@example.com'),
    ])
    const expected = {
      title: 'From the first',
      notes: 'From the second',
      contact: 'second@example.com',
      address: {_type: 'address', street: 'First street'},
    }
    await expect.poll(() => lakeDocument(first, `drafts.${id}`), {timeout: 10_000}).toMatchObject(expected)
    await expect
      .poll(() => first.getByLabel('Contact').inputValue(), {timeout: 10_000})
      .toBe('second@example.com')
    await expect.poll(() => second.getByLabel('Street').inputValue(), {timeout: 10_000}).toBe('First street')
  })
})
