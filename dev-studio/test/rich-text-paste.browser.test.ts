import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'
import {copySelection, editable} from './support/rich-text-page.js'

/*
 * Pasting into rich text (issue 14): plain text, HTML from a word processor, a shared document and a
 * web page (fixtures in fixtures/paste, markup of the kind those programs put on the clipboard), and
 * Portable Text copied from another document of the studio, objects included.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const fixture = (name: string) => readFileSync(new URL(`./fixtures/paste/${name}`, import.meta.url), 'utf8')

type Child = {_type: string; text?: string; marks?: string[]; [field: string]: unknown}
type Block = {
  _type: string
  style?: string
  listItem?: string
  level?: number
  children?: Child[]
  markDefs?: {_key: string; _type: string; href?: string}[]
}

/** A block as a line that is easy to compare: style or list, then the text with marks as tags. */
function describeBlock(block: Block): string {
  if (!block.children) return `[${block._type}]`
  const defs = new Map(
    (block.markDefs ?? []).map((def) => [def._key, def.href ? `link:${def.href}` : def._type]),
  )
  const kind = block.listItem ? `${block.listItem}${block.level ?? 1}` : (block.style ?? 'normal')
  const text = block.children
    .map((child) => {
      if (child._type !== 'span') return `[${child._type}]`
      const marks = (child.marks ?? []).map((mark) => defs.get(mark) ?? mark)
      return marks.length > 0 ? `<${marks.join(',')}>${child.text}</>` : child.text
    })
    .join('')
  return `${kind}: ${text}`
}

async function emptyPost(page: Page, id: string): Promise<void> {
  await env.adminClient('playground').createOrReplace({_id: `drafts.${id}`, _type: 'post', title: 'Paste'})
  await openDocument(page, 'post', id)
  await reveal(field(page, 'body'))
  await field(page, 'body').locator('[data-activate-overlay]').click()
  await editable(page).focus()
}

/** Pastes clipboard data of the given types into the focused editor, as the browser would. */
async function paste(page: Page, data: Record<string, string>): Promise<void> {
  await editable(page).evaluate((element, entries) => {
    const transfer = new DataTransfer()
    for (const [type, value] of Object.entries(entries)) transfer.setData(type, value)
    element.dispatchEvent(
      new ClipboardEvent('paste', {clipboardData: transfer, bubbles: true, cancelable: true}),
    )
  }, data)
}

async function storedLines(page: Page, id: string, count: number): Promise<string[]> {
  let lines: string[] = []
  await expect
    .poll(
      async () => {
        const body = ((await lakeDocument(page, `drafts.${id}`))?.body ?? []) as Block[]
        lines = body.map(describeBlock)
        return lines.length
      },
      {timeout: 15_000},
    )
    .toBeGreaterThanOrEqual(count)
  return lines
}

describe('pasting into rich text', () => {
  it('pastes plain text as paragraphs', {timeout: 60_000}, async () => {
    const id = 'paste-plain'
    const page = editor.page
    await emptyPost(page, id)
    await paste(page, {'text/plain': 'First line\n\nSecond paragraph'})
    expect(await storedLines(page, id, 2)).toEqual(['normal: First line', 'normal: Second paragraph'])
  })

  it(
    'pastes a word processor document with its heading, marks, list and link',
    {timeout: 60_000},
    async () => {
      const id = 'paste-word'
      const page = editor.page
      await emptyPost(page, id)
      await paste(page, {'text/html': fixture('word.html'), 'text/plain': 'Quarterly report'})
      expect(await storedLines(page, id, 5)).toEqual([
        'h1: Quarterly report',
        'normal: Sales grew <strong>strongly</> in the <em>northern</> region.',
        'bullet1: First point',
        'bullet1: Second point',
        'normal: See <link:https://example.com/report>the full report</>.',
      ])
    },
  )

  it('pastes a shared document with bold, italic and a nested list', {timeout: 60_000}, async () => {
    const id = 'paste-docs'
    const page = editor.page
    await emptyPost(page, id)
    await paste(page, {'text/html': fixture('google-docs.html'), 'text/plain': 'Meeting notes'})
    expect(await storedLines(page, id, 4)).toEqual([
      'h2: Meeting notes',
      'normal: We agreed to ship <strong>on Friday</> and to <em>review</> later.',
      'bullet1: Design',
      'bullet2: Icons',
    ])
  })

  it('pastes a web page without its scripts and ads', {timeout: 60_000}, async () => {
    const id = 'paste-web'
    const page = editor.page
    await emptyPost(page, id)
    await paste(page, {'text/html': fixture('web-page.html'), 'text/plain': 'Installing the tool'})
    expect(await storedLines(page, id, 7)).toEqual([
      'h2: Installing the tool',
      'normal: Run the installer, then open <link:https://example.org/docs>the documentation</> and follow <strong>every</> step <em>carefully</>.',
      'blockquote: Measure twice, cut once.',
      'number1: Download',
      'number1: Install',
      'number2: Accept the licence',
      'normal: <code>npm install</> also works.',
    ])
    await page.screenshot({path: join(ARTIFACTS, 'rich-text-paste-web.png')})
  })

  it('pastes Portable Text copied from another document, objects included', {timeout: 90_000}, async () => {
    const page = editor.page
    const source = 'paste-source'
    await env.adminClient('playground').createOrReplace({
      _id: `drafts.${source}`,
      _type: 'post',
      title: 'Source',
      body: [
        {
          _type: 'block',
          _key: 'a',
          style: 'normal',
          markDefs: [],
          children: [
            {_type: 'span', _key: 'a1', text: 'Copied ', marks: ['strong']},
            {_type: 'footnote', _key: 'a2', note: 'A note'},
            {_type: 'span', _key: 'a3', text: ' text', marks: []},
          ],
        },
        {_type: 'callout', _key: 'c', tone: 'tip', text: 'Copied callout'},
      ],
    })
    await openDocument(page, 'post', source)
    await reveal(field(page, 'body'))
    await expect.poll(() => editable(page).textContent(), {timeout: 20_000}).toContain('Copied')
    await field(page, 'body').locator('[data-activate-overlay]').click()
    await editable(page).focus()
    await page.keyboard.press('ControlOrMeta+a')
    const copied = await copySelection(page)
    expect(Object.keys(copied)).toContain('application/x-portable-text')

    const id = 'paste-portable-text'
    await emptyPost(page, id)
    await paste(page, copied)
    expect(await storedLines(page, id, 2)).toEqual(['normal: <strong>Copied </>[footnote] text', '[callout]'])
    const body = (await lakeDocument(page, `drafts.${id}`))?.body as Block[]
    expect(body[0].children?.[1]).toMatchObject({_type: 'footnote', note: 'A note'})
    expect(body[1]).toMatchObject({_type: 'callout', tone: 'tip', text: 'Copied callout'})
  })
})
