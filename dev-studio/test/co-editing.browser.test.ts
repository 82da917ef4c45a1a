import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {formPage, useSignedInPage} from './support/form-page.js'

/*
 * Two people in one field (issue 13): an administrator and an editor, each in their own browser
 * context, type into the same string at once. Nothing typed may be lost or misplaced, both copies end
 * equal to the lake's, and a remote change moves the caret only by what was inserted before it.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const admin = useSignedInPage(env, 'administrator')
const editor = useSignedInPage(env, 'editor')

const title = (page: Page) => page.getByLabel('Title')

/** Creates the draft `id` with `text` as its title and opens it in both pages. */
async function openBoth(id: string, text: string): Promise<[Page, Page]> {
  await env
    .adminClient('playground')
    .createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: text})
  await Promise.all([
    openDocument(admin.page, 'kitchenSink', id),
    openDocument(editor.page, 'kitchenSink', id),
  ])
  for (const page of [admin.page, editor.page]) {
    await expect.poll(() => title(page).inputValue(), {timeout: 10_000}).toBe(text)
  }
  return [admin.page, editor.page]
}

/** Waits until both pages and the lake show `expected` as the title. */
async function converged(pages: Page[], id: string, expected: string): Promise<void> {
  await expect
    .poll(async () => (await lakeDocument(pages[0], `drafts.${id}`))?.title, {timeout: 15_000})
    .toBe(expected)
  for (const page of pages) {
    await expect.poll(() => title(page).inputValue(), {timeout: 5_000}).toBe(expected)
  }
}

/** Puts the caret of `page`'s title at `position` (select `length` characters from there). */
async function placeCaret(page: Page, position: number, length = 0): Promise<void> {
  await title(page).focus()
  await title(page).evaluate(
    (element, [start, end]) => (element as HTMLInputElement).setSelectionRange(start, end),
    [position, position + length],
  )
}

const selectionOf = (page: Page) =>
  title(page).evaluate((element) => {
    const input = element as HTMLInputElement
    return [input.selectionStart, input.selectionEnd]
  })

describe('two people typing in one field', () => {
  it('keeps the caret where it was when the other person types after it', {timeout: 60_000}, async () => {
    const id = 'co-edit-caret-after'
    const [a, b] = await openBoth(id, 'Hello world')
    await placeCaret(b, 0)
    await placeCaret(a, 'Hello world'.length)
    await a.keyboard.type('!')
    await expect.poll(() => title(b).inputValue(), {timeout: 10_000}).toBe('Hello world!')
    expect(await selectionOf(b)).toEqual([0, 0])
    await b.keyboard.type('X')
    await converged([a, b], id, 'XHello world!')
  })

  it(
    'moves the caret and the selection by what the other person inserts before them',
    {timeout: 60_000},
    async () => {
      const id = 'co-edit-caret-before'
      const [a, b] = await openBoth(id, 'Hello world')
      // B selects "world"; A types at the start.
      await placeCaret(b, 6, 5)
      await placeCaret(a, 0)
      await a.keyboard.type('Oh, ')
      await expect.poll(() => title(b).inputValue(), {timeout: 10_000}).toBe('Oh, Hello world')
      expect(await selectionOf(b)).toEqual([10, 15])
      // Typing replaces the selection that moved with the text: "world" becomes "there".
      await b.keyboard.type('there')
      await converged([a, b], id, 'Oh, Hello there')
      await b.screenshot({path: join(ARTIFACTS, 'co-edit-caret-before.png')})
    },
  )

  for (const delay of [20, 100, 300]) {
    it(`ends with "beta BASE alpha" when both type at ${delay} ms per key`, {timeout: 90_000}, async () => {
      const id = `co-edit-beta-alpha-${delay}`
      const [a, b] = await openBoth(id, 'BASE')
      await placeCaret(b, 0)
      await placeCaret(a, 'BASE'.length)
      await Promise.all([b.keyboard.type('beta ', {delay}), a.keyboard.type(' alpha', {delay})])
      await converged([a, b], id, 'beta BASE alpha')
    })
  }
})

describe('one person typing fast on a slow machine', () => {
  it(
    'sends a 500-character burst at 5 ms per key under 4x CPU throttle whole',
    {timeout: 120_000},
    async () => {
      const id = 'co-edit-solo-burst'
      const page = editor.page
      await env
        .adminClient('playground')
        .createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: 'Solo '})
      await openDocument(page, 'kitchenSink', id)
      await expect.poll(() => title(page).inputValue(), {timeout: 10_000}).toBe('Solo ')
      const session = await page.context().newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', {rate: 4})
      try {
        const words = 'the quick brown fox jumps over the lazy dog '
        const burst = words.repeat(Math.ceil(500 / words.length)).slice(0, 500)
        await placeCaret(page, 'Solo '.length)
        await page.keyboard.type(burst, {delay: 5})
        await expect
          .poll(async () => (await lakeDocument(page, `drafts.${id}`))?.title, {timeout: 30_000})
          .toBe(`Solo ${burst}`)
        expect(await title(page).inputValue()).toBe(`Solo ${burst}`)
      } finally {
        await session.send('Emulation.setCPUThrottlingRate', {rate: 1})
        await session.detach()
      }
    },
  )
})
