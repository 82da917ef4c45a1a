import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {formPage, useSignedInPage} from './support/form-page.js'
import {activateBody, copySelection, editable, selectText} from './support/rich-text-page.js'

/*
 * Rich text (issue 14): list numbers come from the value, and the blocks out of view are skipped by
 * the browser (`content-visibility: auto`). The numbers a user sees are right after a paragraph, under
 * nested items and after an edit; and in a long body the caret, the selection, copying, a validation
 * marker far down and the gutters still work.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const block = (key: string, text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
  ...extra,
})
const numbered = (key: string, text: string, level: number) => block(key, text, {listItem: 'number', level})
const bullet = (key: string, text: string, level: number) => block(key, text, {listItem: 'bullet', level})

async function createPost(id: string, body: unknown[]): Promise<void> {
  await env
    .adminClient('playground')
    .createOrReplace({_id: `drafts.${id}`, _type: 'post', title: 'Lists', body})
}

/** Opens the post and activates its body editor. */
async function openBody(page: Page, id: string, firstText: string): Promise<void> {
  await openDocument(page, 'post', id)
  await activateBody(page, firstText)
}

/** Each list item's marker as the user sees it (its `::before` content), with its text. */
const shownMarkers = (page: Page): Promise<string[]> =>
  editable(page).evaluate((root) =>
    Array.from(root.querySelectorAll(':scope > [data-list-item]'), (item) => {
      const content = getComputedStyle(item, '::before').content
      const marker = content.startsWith('"') ? (JSON.parse(content) as string) : content
      return `${marker} ${item.querySelector('[data-pt-text]')?.textContent ?? ''}`
    }),
  )

/**
 * From the next page load on, records each block count the body's editor shows (from its first
 * render), so a test can see whether the body ever showed partly loaded.
 */
async function recordBodyBlockCounts(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => sessionStorage.setItem('record-body-blocks', '1'))
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('record-body-blocks')) return
    const counts: number[] = []
    ;(window as unknown as {bodyBlockCounts: number[]}).bodyBlockCounts = counts
    new MutationObserver(() => {
      const root = document.querySelector('[data-field="body"] [data-slate-editor]')
      const count = root?.childElementCount ?? 0
      if (count !== counts[counts.length - 1]) counts.push(count)
    }).observe(document, {childList: true, subtree: true})
  })
  return async () => {
    await page.evaluate(() => sessionStorage.removeItem('record-body-blocks'))
    return page.evaluate(() => (window as unknown as {bodyBlockCounts: number[]}).bodyBlockCounts)
  }
}

const bodyOf = async (page: Page, id: string) =>
  (await lakeDocument(page, `drafts.${id}`))?.body as {children: {text: string}[]}[] | undefined
const textsOf = async (page: Page, id: string) =>
  ((await bodyOf(page, id)) ?? []).map((each) => each.children.map((child) => child.text).join(''))

describe('rich-text lists and long bodies', () => {
  it(
    'numbers a list after a paragraph, restarts nested levels and numbers again after an edit',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-list-numbers'
      await createPost(id, [
        block('p1', 'Before the list'),
        numbered('n1', 'Open the document', 1),
        numbered('n2', 'Write the body', 1),
        numbered('n2a', 'A heading first', 2),
        numbered('n2b', 'Then the paragraphs', 2),
        numbered('n2b1', 'With marks', 3),
        bullet('n2c', 'A bullet between', 2),
        numbered('n2d', 'Counting again', 2),
        numbered('n3', 'Publish', 1),
        block('p2', 'A paragraph between'),
        numbered('m1', 'First again', 1),
        numbered('m2', 'Second again', 1),
      ])
      const page = editor.page
      await openBody(page, id, 'Before the list')
      await editable(page).evaluate((root) => root.closest('[data-rich-text]')?.scrollIntoView())
      expect(await shownMarkers(page)).toEqual([
        '1. Open the document',
        '2. Write the body',
        'a. A heading first',
        'b. Then the paragraphs',
        'i. With marks',
        '○ A bullet between',
        'a. Counting again',
        '3. Publish',
        '1. First again',
        '2. Second again',
      ])
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-list-numbers.png')})

      // A new item after the second one: it is 3., and 'Publish' becomes 4.
      await selectText(page, 'Write the body', 'Write the body'.length)
      await page.keyboard.press('Enter')
      await page.keyboard.type('Proofread', {delay: 20})
      await expect
        .poll(() => shownMarkers(page), {timeout: 10_000})
        .toEqual([
          '1. Open the document',
          '2. Write the body',
          '3. Proofread',
          'a. A heading first',
          'b. Then the paragraphs',
          'i. With marks',
          '○ A bullet between',
          'a. Counting again',
          '4. Publish',
          '1. First again',
          '2. Second again',
        ])
      // Fullscreen shows the whole list at once, for the screenshot.
      await page.keyboard.press('ControlOrMeta+Enter')
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-list-numbers-fullscreen.png')})
      await page.keyboard.press('Escape')
    },
  )

  it(
    'moves the caret, selects, copies and reveals markers across blocks out of view',
    {timeout: 120_000},
    async () => {
      const id = 'rich-text-long-body'
      const COUNT = 200
      const FAR = 180
      await createPost(
        id,
        Array.from({length: COUNT}, (_, index) =>
          index === FAR
            ? {
                ...block(`b${index}`, ''),
                markDefs: [{_type: 'link', _key: 'l'}],
                children: [
                  {_type: 'span', _key: 'fa', text: `Line ${index} `, marks: []},
                  {_type: 'span', _key: 'fb', text: 'without a URL', marks: ['l']},
                ],
              }
            : block(`b${index}`, `Line ${index}`),
        ),
      )
      const page = editor.page
      const blockCounts = await recordBodyBlockCounts(page)
      await openBody(page, id, 'Line 0')
      // The body appears whole: the editor loads it in one pass, not ten blocks at a time.
      await expect
        .poll(() => editable(page).evaluate((root) => root.childElementCount), {timeout: 20_000})
        .toBe(COUNT)
      const counts = await blockCounts()
      expect(counts).toContain(COUNT)
      expect(counts.filter((count) => count > 1 && count < COUNT)).toEqual([])
      // Undo right after opening has nothing to take back: loading the body is not an edit.
      await page.keyboard.press('ControlOrMeta+z')
      const blockAt = (index: number) => editable(page).locator(`[data-field="body[_key==\\"b${index}\\"]"]`)
      // The browser skips the blocks out of view (what makes typing in a long body cheaper).
      expect(await blockAt(100).evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
        'auto',
      )

      // Arrow keys walk the caret into blocks that were skipped.
      await selectText(page, 'Line 0', 0)
      for (let step = 0; step < 40; step++) await page.keyboard.press('ArrowDown')
      await page.keyboard.type('X')
      await expect.poll(() => textsOf(page, id), {timeout: 10_000}).toContain('XLine 40')

      // The validation summary reveals the link far down: its gutter shows, and the caret is there.
      await page.getByRole('button', {name: /^Validation:/}).click()
      await page.getByRole('menuitem').filter({hasText: 'Required'}).first().click()
      await page.keyboard.type('Y')
      await expect
        .poll(async () => (await textsOf(page, id))[FAR], {timeout: 10_000})
        .toBe(`YLine ${FAR} without a URL`)
      const gutter = blockAt(FAR).locator('[data-block-gutter]')
      await expect.poll(() => gutter.count(), {timeout: 10_000}).toBe(1)
      // Not clipped by the block's containment: what is at the gutter's middle is the gutter itself.
      expect(
        await gutter.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const icon = element.lastElementChild ?? element
          const iconBox = icon.getBoundingClientRect()
          const hit = document.elementFromPoint(iconBox.x + iconBox.width / 2, box.y + box.height / 2)
          return hit !== null && element.contains(hit)
        }),
      ).toBe(true)
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-long-body-marker.png')})

      // Find in page reaches a block out of view.
      expect(
        await page.evaluate(() => {
          document.getSelection()?.removeAllRanges()
          return (window as unknown as {find: (text: string) => boolean}).find('Line 150')
        }),
      ).toBe(true)

      // Select all and copy: every block is in the copied text, the skipped ones too.
      await editable(page).focus()
      await page.keyboard.press('ControlOrMeta+a')
      const copied = (await copySelection(page))['text/plain'] ?? ''
      expect(copied).toContain('XLine 40')
      expect(copied).toContain(`Line ${COUNT - 1}`)
      expect(copied.split('\n').filter(Boolean)).toHaveLength(COUNT)

      // Select all and delete empties the body.
      await page.keyboard.press('Backspace')
      await expect.poll(async () => (await textsOf(page, id)).join(''), {timeout: 15_000}).toBe('')
    },
  )
})
