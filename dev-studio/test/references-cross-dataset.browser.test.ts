import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {lakeDocument, openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 10_000}

/** The kitchen sink's `blogAuthor` is a cross-dataset reference into the blog dataset (studio.config.ts). */
describe('cross-dataset reference input', () => {
  it(
    'searches the blog dataset, stores _dataset and _projectId, previews from there and links to the blog studio',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      const id = 'cross-dataset-pick'
      await adminClient().createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: id})
      await openDocument(page, 'kitchenSink', id)
      await page.waitForTimeout(1000)
      await documentForm(page).waitFor()
      const blogAuthor = field(page, 'blogAuthor')
      await reveal(blogAuthor)

      // Katherine is only in the blog dataset; the playground's own author search does not find her.
      await blogAuthor.getByTestId('reference-search-input').fill('katherine')
      const katherine = page.getByRole('option').filter({hasText: 'Katherine Johnson'})
      await katherine.waitFor()
      await expect.poll(() => katherine.textContent()).toContain('katherine@example.com')
      await page.screenshot({path: join(ARTIFACTS, 'references-cross-dataset-search.png')})
      await katherine.click()

      const stored = async () => ((await lakeDocument(page, `drafts.${id}`)) ?? {}).blogAuthor
      await expect
        .poll(stored, POLL)
        .toEqual({
          _type: 'crossDatasetReference',
          _ref: 'author-katherine',
          _dataset: 'blog',
          _projectId: 'local',
        })
      const card = blogAuthor.getByTestId('reference-card')
      await expect.poll(() => card.textContent(), POLL).toContain('Katherine Johnson')

      // The menu links to the target in the blog workspace (the schema's studioUrl); nothing opens
      // beside, since panes show this dataset's documents.
      await blogAuthor.getByTestId('reference-menu').click()
      const newTab = page.getByRole('menuitem', {name: 'Open in new tab'})
      await expect
        .poll(() => newTab.getAttribute('href'))
        .toBe('/blog/intent/edit/id=author-katherine;type=author')
      expect(await page.getByRole('menuitem', {name: 'Open in pane beside'}).count()).toBe(0)
      await page.screenshot({path: join(ARTIFACTS, 'references-cross-dataset-selected.png')})
      await page.keyboard.press('Escape')

      // The preview is read from the blog dataset: a change there shows when the form reads it again.
      await env.adminClient('blog').patch('author-katherine').set({name: 'Katherine G. Johnson'}).commit()
      await page.reload()
      await documentForm(page).waitFor()
      await reveal(field(page, 'blogAuthor'))
      await expect
        .poll(() => field(page, 'blogAuthor').getByTestId('reference-card').textContent(), POLL)
        .toContain('Katherine G. Johnson')
    },
  )

  it(
    'shows a target missing from the other dataset as unavailable, never its raw id alone',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      const id = 'cross-dataset-missing'
      await adminClient().createOrReplace({
        _id: `drafts.${id}`,
        _type: 'kitchenSink',
        title: id,
        blogAuthor: {
          _type: 'crossDatasetReference',
          _ref: 'author-nobody',
          _dataset: 'blog',
          _projectId: 'local',
        },
      })
      await openDocument(page, 'kitchenSink', id)
      const blogAuthor = field(page, 'blogAuthor')
      await reveal(blogAuthor)
      await blogAuthor.getByTestId('reference-unavailable').waitFor()
      await expect.poll(() => blogAuthor.textContent(), POLL).toContain('Document unavailable')
    },
  )
})
