import {describe, expect, it} from 'vitest'
import {join} from 'node:path'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, useSignedInPage} from './support/form-page.js'

/*
 * Issue 22, spec 002 §1/§6: the URL's debug fragment, as someone trying roles or presence out would.
 */

const env = useBrowserStack()
const editor = useSignedInPage(env, 'editor')

const documentUrl = (id: string, hash = '') =>
  `${env.stack.studioUrl}/playground/structure/kitchenSink/${id}${hash}`
const READ_ONLY_NOTE = 'You do not have permission to edit this document.'

describe('the debug hash', () => {
  it(
    '#_debug_roles=viewer makes an editor a viewer (read-only form), live as the hash changes',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      await env
        .adminClient('playground')
        .createOrReplace({_id: 'debug-roles', _type: 'kitchenSink', title: 'Roles'})
      await page.goto(documentUrl('debug-roles', '#_debug_roles=viewer'))
      await documentForm(page).waitFor()
      await expect.poll(() => page.getByText(READ_ONLY_NOTE).isVisible(), {timeout: 10_000}).toBe(true)
      // Dropping the fragment gives the editor's own grants back, without a reload.
      await page.evaluate(() => {
        location.hash = ''
      })
      await expect.poll(() => page.getByText(READ_ONLY_NOTE).count(), {timeout: 10_000}).toBe(0)
      await page.evaluate(() => {
        location.hash = '#_debug_roles=viewer'
      })
      await expect.poll(() => page.getByText(READ_ONLY_NOTE).isVisible(), {timeout: 10_000}).toBe(true)
    },
  )

  it(
    '#_debug_presence=show_own,fake_others shows you and the fake people in the document',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      await env
        .adminClient('playground')
        .createOrReplace({_id: 'debug-presence', _type: 'kitchenSink', title: 'Presence'})
      await page.goto(documentUrl('debug-presence', '#_debug_presence=show_own,fake_others'))
      await documentForm(page).waitFor()
      await page.locator('[data-field="title"] input').first().click()
      const present = page.locator('[data-document-presence]')
      await expect
        .poll(async () => ((await present.getAttribute('data-document-presence')) ?? '').split(' ').sort(), {
          timeout: 15_000,
        })
        .toEqual(
          expect.arrayContaining(['fake-presence-alan', 'fake-presence-grace', 'fake-presence-katherine']),
        )
      const ids = ((await present.getAttribute('data-document-presence')) ?? '').split(' ')
      // Besides the three fake people, the editor's own session.
      expect(ids.filter((id) => !id.startsWith('fake-presence-'))).toHaveLength(1)
      await page.screenshot({path: join(ARTIFACTS, 'debug-presence.png')})
    },
  )
})
