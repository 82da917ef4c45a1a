import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'

/*
 * Rich text (issue 14), as far as it ships now: a post's body is shown in the Portable Text editor,
 * read-only (typing into existing text does not keep the caret yet), so its content is visible and
 * nothing typed there reaches the document.
 */

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const BODY = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'h1',
    markDefs: [],
    children: [{_type: 'span', _key: 's1', text: 'A heading', marks: []}],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'normal',
    markDefs: [],
    children: [
      {_type: 'span', _key: 's2', text: 'Some ', marks: []},
      {_type: 'span', _key: 's3', text: 'bold', marks: ['strong']},
      {_type: 'span', _key: 's4', text: ' text', marks: []},
    ],
  },
]

describe('rich text', () => {
  it(
    'shows a post body read-only, with its headings and marks, and nothing typed changes it',
    {timeout: 90_000},
    async () => {
      const id = 'rich-text-shown'
      await env
        .adminClient('playground')
        .createOrReplace({_id: `drafts.${id}`, _type: 'post', title: 'Rich', body: BODY})
      const page = editor.page
      await openDocument(page, 'post', id)
      const body = field(page, 'body')
      await reveal(body)
      await expect.poll(() => body.locator('h1').textContent(), {timeout: 20_000}).toBe('A heading')
      expect(await body.locator('strong').textContent()).toBe('bold')
      expect(await body.textContent()).toContain('This kind of field is not editable yet')
      await body.locator('h1').click()
      await page.keyboard.type('typed')
      await page.waitForTimeout(1500)
      const stored = await lakeDocument(page, `drafts.${id}`)
      expect(stored?.body).toEqual(BODY)
      await page.screenshot({path: join(ARTIFACTS, 'rich-text-read-only.png')})
    },
  )
})
