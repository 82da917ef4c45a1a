import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
const fixture = (name: string) => join(FIXTURES, name)

const env = useBrowserStack()
const {lakeDocument, openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 15_000}

type AssetField = {
  asset?: {_ref: string}
  crop?: Record<string, number>
  hotspot?: Record<string, number>
  _upload?: unknown
}

const draftField = (page: Page, id: string, key: string) => async () =>
  ((await lakeDocument(page, `drafts.${id}`))?.[key] ?? undefined) as AssetField | undefined

/** Uploads `file` through the field's Upload button (the browser's file picker). */
async function pickFile(page: Page, fieldId: string, file: string): Promise<void> {
  const target = field(page, fieldId)
  await reveal(target)
  const chooser = page.waitForEvent('filechooser')
  await target.getByRole('button', {name: 'Upload'}).click()
  await (await chooser).setFiles(file)
}

describe('images and files in the document form', () => {
  it(
    'uploads an image, shows it through the lake at its drawn size, and reuses the asset for the same file',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'images-upload'
      await openDocument(page, 'kitchenSink', id)
      await pickFile(page, 'cover', fixture('landscape.png'))
      await expect
        .poll(async () => (await draftField(page, id, 'cover')())?.asset?._ref, POLL)
        .toMatch(/^image-[0-9a-f]{40}-400x300-png$/)
      const first = (await draftField(page, id, 'cover')())!
      expect(first._upload).toBeUndefined()

      const preview = field(page, 'cover').getByTestId('image-preview')
      await preview.waitFor()
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const img = await preview.evaluate((element: HTMLImageElement) => ({
        src: element.currentSrc,
        srcset: element.srcset,
        loading: element.loading,
        drawn: element.getBoundingClientRect().width,
        natural: element.naturalWidth,
      }))
      expect(img.loading).toBe('lazy')
      expect(img.srcset).toContain(' 2x')
      // The image comes from the lake's transform endpoint at the width it is drawn (190 px high: 253 wide).
      expect(img.src).toContain(`${env.stack.lakeUrl}/images/`)
      expect(img.src).toMatch(/w=253/)
      expect(Math.round(img.drawn)).toBe(253)
      await page.screenshot({path: join(ARTIFACTS, 'images-uploaded.png')})

      // The same bytes again: same asset, one asset document.
      await openDocument(page, 'kitchenSink', `${id}-again`)
      await pickFile(page, 'cover', fixture('landscape.png'))
      await expect
        .poll(async () => (await draftField(page, `${id}-again`, 'cover')())?.asset?._ref, POLL)
        .toBe(first.asset!._ref)
      const count = await adminClient().fetch<number>(
        'count(*[_type == "sanity.imageAsset" && sha1hash == $hash])',
        {
          hash: first.asset!._ref.split('-')[1],
        },
      )
      expect(count).toBe(1)
    },
  )

  it('uploads a file, shows its card with name and size, and downloads it', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'files-upload'
    await openDocument(page, 'kitchenSink', id)
    await pickFile(page, 'attachment', fixture('notes.txt'))
    await expect
      .poll(async () => (await draftField(page, id, 'attachment')())?.asset?._ref, POLL)
      .toMatch(/^file-[0-9a-f]{40}-txt$/)
    const card = field(page, 'attachment').locator('[data-file-card]')
    await expect.poll(() => card.getByTestId('file-name').textContent(), POLL).toBe('notes.txt')
    expect(await card.getByTestId('file-size').textContent()).toBe('44 Bytes')
    await page.screenshot({path: join(ARTIFACTS, 'files-uploaded.png')})

    await card.getByTestId('asset-menu').click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', {name: 'Download'}).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('notes.txt')
    expect(readFileSync((await file.path())!, 'utf8')).toBe(readFileSync(fixture('notes.txt'), 'utf8'))
  })
})
