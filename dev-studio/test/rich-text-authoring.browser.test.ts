import {join} from 'node:path'
import type {Locator, Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'
import {editable, selectText} from './support/rich-text-page.js'

/*
 * Writing a post's body from the keyboard and the toolbar (issue 14): a heading, bold and italic, a
 * link, a nested bullet list, an inline object and a block object; published and reloaded, the lake
 * holds exactly that Portable Text.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const body = (page: Page): Locator => field(page, 'body')
const toolbarButton = (page: Page, name: string) =>
  body(page).locator('[data-rich-text-toolbar]').getByRole('button', {name, exact: true})

/** The stored body without its random keys (markDefs keys are checked to match the marks they name). */
function withoutKeys(blocks: unknown): unknown {
  const list = blocks as {_key: string; markDefs?: {_key: string}[]; children?: {marks?: string[]}[]}[]
  return list.map(({_key, ...block}) => {
    const names = new Map((block.markDefs ?? []).map((def, index) => [def._key, `def${index}`]))
    return JSON.parse(
      JSON.stringify(block, (key, value) => {
        if (key === '_key') return undefined
        if (key === 'marks' && Array.isArray(value))
          return value.map((mark: string) => names.get(mark) ?? mark)
        return value
      }),
    )
  })
}

const span = (text: string, marks: string[] = []) => ({_type: 'span', text, marks})
const text = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
})

/** A stored text block with keys (for seeding documents). */
const storedText = (key: string, value: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-span`, text: value, marks: []}],
})

/** Stores a draft post with `blocks` as its body, opens it and activates its editor. */
async function openBody(page: Page, id: string, blocks: unknown[]): Promise<void> {
  await env
    .adminClient('playground')
    .createOrReplace({_id: `drafts.${id}`, _type: 'post', title: id, body: blocks})
  await openDocument(page, 'post', id)
  await reveal(body(page))
  const first = (blocks[0] as {children: {text: string}[]}).children[0]!.text
  await expect.poll(() => body(page).textContent(), {timeout: 20_000}).toContain(first)
  await body(page).locator('[data-activate-overlay]').click()
}

describe('writing rich text', () => {
  it(
    'writes a heading, marks, a link, a nested list, an inline and a block object, and publishes them',
    {timeout: 150_000},
    async () => {
      const id = 'rich-text-authoring'
      await env
        .adminClient('playground')
        .createOrReplace({_id: `drafts.${id}`, _type: 'post', title: 'Authoring'})
      const page = editor.page
      await openDocument(page, 'post', id)
      await reveal(body(page))
      await body(page).locator('[data-activate-overlay]').click()
      const keyboard = page.keyboard

      // A heading.
      await body(page).getByLabel('Text style').selectOption('h1')
      await editable(page).focus()
      await keyboard.type('Welcome')
      await keyboard.press('Enter')
      await body(page).getByLabel('Text style').selectOption('normal')
      await editable(page).focus()

      // Bold and italic by hotkey.
      await keyboard.type('Some ')
      await keyboard.press('ControlOrMeta+b')
      await keyboard.type('bold')
      await keyboard.press('ControlOrMeta+b')
      await keyboard.type(' and ')
      await keyboard.press('ControlOrMeta+i')
      await keyboard.type('italic')
      await keyboard.press('ControlOrMeta+i')
      await keyboard.press('Enter')

      // A link on the selected words.
      await keyboard.type('Read the docs')
      await selectText(page, 'Read the docs', 'Read '.length, 'Read the docs'.length)
      await toolbarButton(page, 'Link').click()
      await page
        .locator('[data-annotation-popover="link"]')
        .getByLabel('Link')
        .fill('https://tessera.dev/docs')
      await page.locator('[data-annotation-popover="link"]').getByRole('button', {name: 'Add'}).click()
      await selectText(page, 'the docs', 'the docs'.length)
      await keyboard.press('Enter')

      // A nested bullet list.
      await toolbarButton(page, 'Bulleted list').click()
      await keyboard.type('One')
      await keyboard.press('Enter')
      await keyboard.press('Tab')
      await keyboard.type('Nested')
      await keyboard.press('Enter')
      await keyboard.press('Shift+Tab')
      await keyboard.type('Two')
      await keyboard.press('Enter')
      await toolbarButton(page, 'Bulleted list').click()

      // A block object, edited in its dialog.
      await toolbarButton(page, 'Insert').click()
      await page.getByRole('menuitem', {name: 'Callout', exact: true}).click()
      const callout = page.getByRole('dialog', {name: 'Edit Callout'})
      await callout.getByLabel('Text').fill('Remember this')
      await callout.getByRole('button', {name: 'Close'}).first().click()
      // Closing hands the caret back to the block object (a frame later); Enter on it then starts a
      // paragraph after it. A user sees the object selected before pressing a key: wait for it too.
      await expect
        .poll(() => editable(page).evaluate((root) => root.contains(document.activeElement)))
        .toBe(true)
      await keyboard.press('Enter')

      // An inline object at the caret, edited in its popover.
      await keyboard.type('See note ')
      await toolbarButton(page, 'Insert').click()
      await page.getByRole('menuitem', {name: 'Footnote (inline)'}).click()
      const note = page.getByRole('dialog', {name: 'Edit Footnote'})
      await note.getByLabel('Note').fill('A footnote')
      await note.getByRole('button', {name: 'Close'}).click()
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-authoring.png')})

      const expected = [
        text([span('Welcome')], {style: 'h1'}),
        text([span('Some '), span('bold', ['strong']), span(' and '), span('italic', ['em'])]),
        {
          ...text([span('Read '), span('the docs', ['def0'])]),
          markDefs: [{_type: 'link', href: 'https://tessera.dev/docs'}],
        },
        text([span('One')], {listItem: 'bullet', level: 1}),
        text([span('Nested')], {listItem: 'bullet', level: 2}),
        text([span('Two')], {listItem: 'bullet', level: 1}),
        {_type: 'callout', text: 'Remember this'},
        text([span('See note '), {_type: 'footnote', note: 'A footnote'}, span('')]),
      ]
      await expect
        .poll(async () => withoutKeys((await lakeDocument(page, `drafts.${id}`))?.body ?? []), {
          timeout: 15_000,
        })
        .toEqual(expected)

      const publish = page.getByTestId('document-actions').getByRole('button', {name: 'Publish'})
      await expect.poll(() => publish.isEnabled(), {timeout: 10_000}).toBe(true)
      await publish.click()
      await expect
        .poll(async () => (await lakeDocument(page, id))?.body !== undefined, {timeout: 15_000})
        .toBe(true)
      expect(withoutKeys((await lakeDocument(page, id))?.body)).toEqual(expected)

      await page.reload()
      await reveal(body(page))
      await expect.poll(() => body(page).locator('h1').textContent(), {timeout: 20_000}).toBe('Welcome')
      expect(await body(page).locator('strong').textContent()).toBe('bold')
      expect(await body(page).locator('em').textContent()).toBe('italic')
      expect(await body(page).locator('[data-link]').textContent()).toBe('the docs')
      expect(await body(page).locator('[data-list-level="2"]').textContent()).toBe('Nested')
      await expect
        .poll(() => body(page).locator('[data-block-object="callout"]').textContent())
        .toContain('Remember this')
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-authoring-reloaded.png')})
    },
  )

  it(
    'types where the caret is after focus arrives without a click (Tab, a script), Enter included',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-focus-caret'
      const page = editor.page
      await openBody(page, id, [storedText('h', 'Welcome', 'h1'), storedText('p', 'Second')])
      await body(page).getByText('Second').click()
      await field(page, 'title').locator('input').focus()
      // Focus without a click puts the caret at the body's start. Enter there adds a paragraph above
      // and the caret stays before "Welcome": the keys after it used to go, reversed, into the new
      // paragraph ("cba").
      await editable(page).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.type('abc')
      await expect
        .poll(async () => withoutKeys((await lakeDocument(page, `drafts.${id}`))?.body ?? []))
        .toEqual([text([span('')]), text([span('abcWelcome')], {style: 'h1'}), text([span('Second')])])
    },
  )

  it(
    'refuses a malformed link URL and edits a custom annotation in its form',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-annotations'
      const page = editor.page
      await openBody(page, id, [storedText('p', 'Term and link')])

      await selectText(page, 'Term and link', 'Term and '.length, 'Term and link'.length)
      await toolbarButton(page, 'Link').click()
      const popover = page.locator('[data-annotation-popover="link"]')
      await popover.getByLabel('Link').fill('not a url')
      await popover.getByRole('button', {name: 'Add'}).click()
      await expect.poll(() => popover.getByRole('alert').textContent()).toBe('Not a valid URL')
      await popover.getByLabel('Link').fill('https://tessera.dev')
      await popover.getByRole('button', {name: 'Add'}).click()

      await selectText(page, 'Term and ', 0, 'Term'.length)
      await toolbarButton(page, 'Glossary term').click()
      const form = page.getByRole('dialog', {name: 'Edit Glossary term'})
      await form.getByLabel('Term').fill('Term')
      await form.getByLabel('Definition').fill('A word with a meaning')
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-annotation-form.png')})
      await form.getByRole('button', {name: 'Close'}).click()

      await expect
        .poll(async () => withoutKeys((await lakeDocument(page, `drafts.${id}`))?.body ?? []), {
          timeout: 15_000,
        })
        .toEqual([
          {
            ...text([span('Term', ['def1']), span(' and '), span('link', ['def0'])]),
            markDefs: [
              {_type: 'link', href: 'https://tessera.dev'},
              {_type: 'glossary', term: 'Term', definition: 'A word with a meaning'},
            ],
          },
        ])
    },
  )
})
