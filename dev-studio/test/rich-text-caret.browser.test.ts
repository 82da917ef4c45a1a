import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'
import {editable} from './support/rich-text-page.js'

/*
 * Rich text (issue 14): a key typed at once after a click lands where the click put the caret, and the
 * keys after it follow it there, both right after the click that activated the editor and in an
 * editor already active. The editor reads the DOM selection on a throttled `selectionchange`, so a key
 * typed within milliseconds of a click once went to the click's place while the caret jumped back to
 * the previous one (the start, after an activation) and the next keys went there.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument, reopenDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const PARAGRAPHS = [
  'The first paragraph holds a few words',
  'A second paragraph, a little longer than that',
  'Third one here with its own words',
]
const block = (index: number, text: string) => ({
  _type: 'block',
  _key: `b${index}`,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `s${index}`, text, marks: []}],
})

/** Where a click puts the caret before character `offset` of block `index` (its only text). */
function caretPoint(page: Page, index: number, offset: number): Promise<{x: number; y: number}> {
  return editable(page)
    .locator(`[data-field="body[_key==\\"b${index}\\"]"] [data-pt-text]`)
    .evaluate((element, at) => {
      const text = element.firstChild as Text
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      const rect = range.getBoundingClientRect()
      // Just right of the character's left edge: the nearest caret position is before it.
      return {x: rect.left + 1, y: rect.top + rect.height / 2}
    }, offset)
}

/** The text of block `index` before the DOM caret (null when the caret is not in that block). */
function textBeforeCaret(page: Page, index: number): Promise<string | null> {
  return editable(page)
    .locator(`[data-field="body[_key==\\"b${index}\\"]"] [data-pt-text]`)
    .evaluate((element) => {
      const selection = document.getSelection()
      if (!selection?.isCollapsed || !element.contains(selection.anchorNode)) return null
      return (element.textContent ?? '').slice(0, selection.anchorOffset)
    })
}

const texts = async (page: Page, id: string) =>
  (((await lakeDocument(page, `drafts.${id}`))?.body ?? []) as {children: {text: string}[]}[]).map((entry) =>
    entry.children.map((child) => child.text).join(''),
  )

/** Clicks before character `offset` of block `index`, types `typed` at once, and checks both. */
async function clickAndType(
  page: Page,
  id: string,
  expected: string[],
  target: {index: number; offset: number; typed: string},
  point: {x: number; y: number},
): Promise<void> {
  await page.mouse.click(point.x, point.y)
  await page.keyboard.type(target.typed)
  const before = expected[target.index]!
  expected[target.index] = before.slice(0, target.offset) + target.typed + before.slice(target.offset)
  await expect.poll(() => texts(page, id), {timeout: 15_000}).toEqual(expected)
  // The caret went on with the keys: it is right after the typed text.
  expect(await textBeforeCaret(page, target.index)).toBe(
    expected[target.index]!.slice(0, target.offset + target.typed.length),
  )
}

async function createPost(id: string): Promise<void> {
  await env.adminClient('playground').createOrReplace({
    _id: `drafts.${id}`,
    _type: 'post',
    title: 'Caret',
    body: PARAGRAPHS.map((text, index) => block(index, text)),
  })
}

const TARGETS = Array.from({length: 10}, (_, round) => ({
  index: round % PARAGRAPHS.length,
  offset: 4 + ((round * 7) % 20),
  typed: `k${round}z`,
}))

describe('rich text caret after a click', () => {
  it('types at the click right after the click that activated the editor', {timeout: 240_000}, async () => {
    const id = 'rich-text-caret-activation'
    await createPost(id)
    const page = editor.page
    const expected = [...PARAGRAPHS]
    for (const [round, target] of TARGETS.entries()) {
      // A fresh form each round: the editor starts inactive, behind its 'Click to edit' overlay. The
      // first round loads the page; the others open the document again in it (its code loaded).
      if (round === 0) await openDocument(page, 'post', id)
      else await reopenDocument(page, 'post', id)
      const body = field(page, 'body')
      await reveal(body)
      const paragraph = editable(page).locator(`[data-field="body[_key==\\"b${target.index}\\"]"]`)
      await expect.poll(() => paragraph.textContent(), {timeout: 20_000}).toContain(expected[target.index])
      const point = await caretPoint(page, target.index, target.offset)
      await body.locator('[data-activate-overlay]').click()
      await clickAndType(page, id, expected, target, point)
    }
  })

  it('types at the click in an editor already active', {timeout: 180_000}, async () => {
    const id = 'rich-text-caret-active'
    await createPost(id)
    const page = editor.page
    await openDocument(page, 'post', id)
    const body = field(page, 'body')
    await reveal(body)
    await expect.poll(() => body.textContent(), {timeout: 20_000}).toContain(PARAGRAPHS[2])
    await body.locator('[data-activate-overlay]').click()
    // Past the activation (the first test's case): each click below is in an editor already active.
    await expect.poll(() => body.locator('[data-rich-text]').getAttribute('data-state')).toBe('active')
    await page.waitForTimeout(300)
    const expected = [...PARAGRAPHS]
    for (const target of TARGETS) {
      const point = await caretPoint(page, target.index, target.offset)
      await clickAndType(page, id, expected, target, point)
    }
    // Beside the text: the browser puts the caret at the end of the line, and so does the editor.
    const last = expected[2]!.length
    const end = await caretPoint(page, 2, last - 1)
    await clickAndType(page, id, expected, {index: 2, offset: last, typed: ' end'}, {x: end.x + 60, y: end.y})
  })
})
