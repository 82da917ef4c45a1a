import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {clickThenKey, field, formPage, reveal, useSignedInPage} from './support/form-page.js'
import {activateBody, editable, selectText, shownText} from './support/rich-text-page.js'

/*
 * Rich text (issue 14): a post's body in the Portable Text editor. Typing into existing text keeps the
 * caret; each keystroke reaches the lake as a minimal patch; two people typing in one paragraph keep
 * every keystroke and end equal; a viewer sees the body read-only.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const admin = useSignedInPage(env, 'administrator')
const editor = useSignedInPage(env, 'editor')
const viewer = useSignedInPage(env, 'viewer')

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, children: ReturnType<typeof span>[], style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children,
})

const BODY = [
  block('b1', [span('s1', 'A heading')], 'h1'),
  block('b2', [span('s2', 'Some '), span('s3', 'bold', ['strong']), span('s4', ' text')]),
]

async function createPost(id: string, body: unknown[]): Promise<void> {
  await env
    .adminClient('playground')
    .createOrReplace({_id: `drafts.${id}`, _type: 'post', title: 'Rich', body})
}

/** Opens the post and activates its body editor. */
async function openBody(page: Page, id: string, firstText: string): Promise<void> {
  await openDocument(page, 'post', id)
  await activateBody(page, firstText)
}

const bodyOf = async (page: Page, id: string) => (await lakeDocument(page, `drafts.${id}`))?.body as unknown[]

describe('rich text', () => {
  it(
    'types into existing text at the caret and stores each keystroke as a text patch',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-typing'
      await createPost(id, BODY)
      const page = editor.page
      await openBody(page, id, 'A heading')
      await selectText(page, 'A heading', 2)
      await page.keyboard.type('big ', {delay: 30})
      await selectText(page, ' text', 5)
      await page.keyboard.type(' here', {delay: 30})
      await expect
        .poll(() => bodyOf(page, id), {timeout: 15_000})
        .toEqual([
          block('b1', [span('s1', 'A big heading')], 'h1'),
          block('b2', [span('s2', 'Some '), span('s3', 'bold', ['strong']), span('s4', ' text here')]),
        ])
      expect(await editable(page).locator('h1').textContent()).toBe('A big heading')
      // Each keystroke reached the lake as a text patch on its span, never as a set of the body.
      const operations = await page.evaluate(
        async ({lakeUrl, documentId}) => {
          const url = `${lakeUrl}/v2025-02-19/data/history/playground/transactions/${documentId}?excludeContent=false`
          const text = await (await fetch(url, {credentials: 'include'})).text()
          return text
            .split('\n')
            .filter(Boolean)
            .flatMap(
              (line) =>
                (JSON.parse(line) as {mutations: Record<string, Record<string, unknown>>[]}).mutations,
            )
            .flatMap((mutation) => (Object.values(mutation.patch ?? {}).length ? [mutation.patch] : []))
            .flatMap((patch) => Object.keys(patch).filter((key) => key !== 'id' && key !== 'ifRevisionID'))
        },
        {lakeUrl: env.stack.lakeUrl, documentId: `drafts.${id}`},
      )
      expect(operations.length).toBeGreaterThan(0)
      expect(
        operations.every((operation) => operation === 'diffMatchPatch' || operation === 'setIfMissing'),
      ).toBe(true)
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-typing.png')})
    },
  )

  it('keeps every keystroke when two people type in one paragraph', {timeout: 120_000}, async () => {
    const id = 'rich-text-co-editing'
    await createPost(id, [block('p', [span('s', 'BASE')])])
    const [a, b] = [admin.page, editor.page]
    await Promise.all([openBody(a, id, 'BASE'), openBody(b, id, 'BASE')])
    await selectText(b, 'BASE', 0)
    await selectText(a, 'BASE', 4)
    await Promise.all([b.keyboard.type('beta ', {delay: 60}), a.keyboard.type(' alpha', {delay: 60})])
    await expect
      .poll(async () => JSON.stringify(await bodyOf(a, id)), {timeout: 20_000})
      .toBe(JSON.stringify([block('p', [span('s', 'beta BASE alpha')])]))
    for (const page of [a, b]) {
      await expect.poll(() => shownText(page), {timeout: 10_000}).toBe('beta BASE alpha')
    }
    await b.screenshot({path: join(ARTIFACTS, 'rich-text-co-editing.png')})
  })

  it(
    'keeps every keystroke when both type fast and one splits the paragraph',
    {timeout: 120_000},
    async () => {
      const id = 'rich-text-co-editing-split'
      await createPost(id, [block('p', [span('s', 'first second')])])
      const [a, b] = [admin.page, editor.page]
      await Promise.all([openBody(a, id, 'first second'), openBody(b, id, 'first second')])
      await selectText(b, 'first second', 'first second'.length)
      await selectText(a, 'first second', 'first'.length)
      await Promise.all([b.keyboard.type(' end', {delay: 20}), a.keyboard.type(' one', {delay: 20})])
      await a.keyboard.press('Enter')
      await a.keyboard.type('new', {delay: 20})
      await b.keyboard.type('!', {delay: 20})
      const texts = async (page: Page) =>
        (await bodyOf(page, id))?.map((item) =>
          ((item as {children: {text: string}[]}).children ?? []).map((child) => child.text).join(''),
        )
      await expect.poll(() => texts(a), {timeout: 20_000}).toHaveLength(2)
      // Both editors show what the lake holds (the browser drops a line's trailing space when rendering).
      const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()
      await expect
        .poll(
          async () => {
            const stored = squeeze((await texts(a))?.join(' ') ?? '')
            const shown = await Promise.all([a, b].map((page) => shownText(page)))
            return shown.map((text) => squeeze(text) === stored)
          },
          {timeout: 15_000},
        )
        .toEqual([true, true])
      // Every character typed is there once; where a word typed into text that was split at the same
      // moment ends up is the text patch's choice, the same for both.
      const stored = (await texts(a)) ?? []
      const letters = (text: string) => [...text.replace(/\s/g, '')].sort().join('')
      expect(letters(stored.join(''))).toBe(letters('first second' + ' end' + ' one' + 'new' + '!'))
      expect(stored[1]).toContain('second')
    },
  )

  it('undoes only the local edit, never the other person’s', {timeout: 90_000}, async () => {
    const id = 'rich-text-undo'
    await createPost(id, [block('p', [span('s', 'middle')])])
    const [a, b] = [admin.page, editor.page]
    await Promise.all([openBody(a, id, 'middle'), openBody(b, id, 'middle')])
    await selectText(a, 'middle', 0)
    await a.keyboard.type('pre', {delay: 30})
    await expect.poll(() => shownText(b), {timeout: 10_000}).toBe('premiddle')
    await selectText(b, 'premiddle', 'premiddle'.length)
    await b.keyboard.type(' theirs', {delay: 30})
    await expect.poll(() => shownText(a), {timeout: 10_000}).toBe('premiddle theirs')
    await editable(a).focus()
    await a.keyboard.press('ControlOrMeta+z')
    await expect
      .poll(async () => JSON.stringify(await bodyOf(a, id)), {timeout: 15_000})
      .toBe(JSON.stringify([block('p', [span('s', 'middle theirs')])]))
    await expect.poll(() => shownText(b), {timeout: 10_000}).toBe('middle theirs')
    await a.keyboard.press('ControlOrMeta+Shift+z')
    await expect.poll(() => shownText(b), {timeout: 10_000}).toBe('premiddle theirs')
  })

  it(
    'shows blocks that do not match the schema in the invalid-value panel and fixes them',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-invalid'
      await createPost(id, [
        block('b1', [span('s1', 'Odd style')], 'h9'),
        block('b2', [span('s2', 'Odd mark', ['sparkle'])]),
      ])
      const page = editor.page
      await openDocument(page, 'post', id)
      const panel = field(page, 'body').locator('[data-invalid-value-panel]')
      await reveal(field(page, 'body'))
      await expect
        .poll(() => panel.textContent(), {timeout: 20_000})
        .toContain("Block 'b1' has the style 'h9', which this field does not allow.")
      expect(await editable(page).getAttribute('contenteditable')).toBe('false')
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-invalid-value.png')})
      await panel.getByRole('button', {name: "Change the style to 'normal'"}).click()
      await expect.poll(() => panel.textContent(), {timeout: 10_000}).toContain("has the mark 'sparkle'")
      await panel.getByRole('button', {name: 'Remove the unknown marks'}).click()
      await expect.poll(() => panel.count(), {timeout: 10_000}).toBe(0)
      await expect
        .poll(() => bodyOf(page, id), {timeout: 10_000})
        .toEqual([block('b1', [span('s1', 'Odd style')]), block('b2', [span('s2', 'Odd mark')])])
      await expect.poll(() => editable(page).getAttribute('contenteditable')).toBe('true')
    },
  )

  it('lets a viewer ignore the invalid-value panel, without a fix', {timeout: 90_000}, async () => {
    const id = 'rich-text-invalid-viewer'
    await createPost(id, [block('b1', [span('s1', 'Odd style')], 'h9')])
    const page = viewer.page
    await openDocument(page, 'post', id)
    const panel = field(page, 'body').locator('[data-invalid-value-panel]')
    await reveal(field(page, 'body'))
    await expect.poll(() => panel.count(), {timeout: 20_000}).toBe(1)
    expect(await panel.getByRole('button').allTextContents()).toEqual(['Ignore'])
    await panel.getByRole('button', {name: 'Ignore'}).click()
    expect(await panel.count()).toBe(0)
    expect(await shownText(page)).toBe('Odd style')
  })

  it(
    'shows a link without its required URL on its paragraph, and revealing it puts the caret there',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-markers'
      await createPost(id, [
        block('b1', [span('s1', 'First paragraph')]),
        {
          ...block('b2', [span('s2', 'See '), span('s3', 'this', ['l1'])]),
          markDefs: [{_type: 'link', _key: 'l1'}],
        },
      ])
      const page = editor.page
      await openBody(page, id, 'First paragraph')
      const second = editable(page).locator('[data-field="body[_key==\\"b2\\"]"]')
      await expect.poll(() => second.locator('[data-block-gutter]').count(), {timeout: 15_000}).toBe(1)
      expect(
        await editable(page).locator('[data-field="body[_key==\\"b1\\"]"] [data-block-gutter]').count(),
      ).toBe(0)
      expect(await second.locator('[data-annotation="link"]').getAttribute('data-invalid')).toBe('')
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-markers.png')})
      // The validation summary lists it; choosing it puts the caret in that paragraph.
      await selectText(page, 'First paragraph', 0)
      await page.getByRole('button', {name: /^Validation:/}).click()
      const marker = page.getByRole('menuitem').filter({hasText: 'Required'}).first()
      await marker.waitFor()
      // Typed the instant after the click: the reveal puts the focus and the caret in that paragraph
      // within the click's own work (the menu has handed focus back to its button by then).
      await clickThenKey(page, marker, 'X')
      await expect
        .poll(
          async () =>
            ((await bodyOf(page, id))?.[1] as {children: {text: string}[]}).children
              .map((child) => child.text)
              .join(''),
          {timeout: 10_000},
        )
        .toBe('XSee this')
    },
  )

  it('shows each person on the block they are in', {timeout: 90_000}, async () => {
    const id = 'rich-text-presence'
    await createPost(id, [block('b1', [span('s1', 'Top')]), block('b2', [span('s2', 'Bottom')])])
    const [a, b] = [admin.page, editor.page]
    await Promise.all([openBody(a, id, 'Bottom'), openBody(b, id, 'Bottom')])
    // Straight into the block: focus arriving in the editor must not leave the person on the field as
    // a whole (the form once reported the field after the editor had reported the block).
    await selectText(b, 'Bottom', 3)
    await b.keyboard.type('!')
    const gutterOf = (key: string) =>
      editable(a).locator(`[data-field="body[_key==\\"${key}\\"]"] [data-block-gutter]`)
    await expect.poll(() => gutterOf('b2').count(), {timeout: 15_000}).toBe(1)
    await expect.poll(() => gutterOf('b1').count(), {timeout: 10_000}).toBe(0)
    await selectText(b, 'Top', 1)
    await expect.poll(() => gutterOf('b1').count(), {timeout: 15_000}).toBe(1)
    await expect.poll(() => gutterOf('b2').count(), {timeout: 15_000}).toBe(0)
    await a.screenshot({path: join(ARTIFACTS, 'rich-text-presence.png')})
  })

  it('previews an image block as the image', {timeout: 60_000}, async () => {
    const id = 'rich-text-image-block'
    const client = env.adminClient('playground')
    const asset = await client.assets.upload(
      'image',
      readFileSync(new URL('./fixtures/landscape.png', import.meta.url)),
      {
        filename: 'landscape.png',
      },
    )
    await createPost(id, [
      block('p', [span('s', 'Above the image')]),
      {_type: 'image', _key: 'i', asset: {_type: 'reference', _ref: asset._id}},
    ])
    const page = editor.page
    await openDocument(page, 'post', id)
    await reveal(field(page, 'body'))
    const image = editable(page).locator('[data-block-object="image"] img[data-block-image]')
    await expect
      .poll(() => image.getAttribute('src'), {timeout: 20_000})
      .toContain(asset._id.replace(/^image-/, '').split('-')[0])
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {timeout: 10_000})
      .toBeGreaterThan(0)
    await page.screenshot({path: join(ARTIFACTS, 'rich-text-image-block.png')})
  })

  it('shows the body read-only to a viewer', {timeout: 90_000}, async () => {
    const id = 'rich-text-viewer'
    await createPost(id, BODY)
    const page = viewer.page
    await openDocument(page, 'post', id)
    const body = field(page, 'body')
    await reveal(body)
    await expect.poll(() => body.locator('h1').textContent(), {timeout: 20_000}).toBe('A heading')
    expect(await body.locator('strong').textContent()).toBe('bold')
    await expect.poll(() => editable(page).getAttribute('contenteditable'), {timeout: 5_000}).toBe('false')
    await page.screenshot({path: join(ARTIFACTS, 'rich-text-read-only.png')})
  })
})
