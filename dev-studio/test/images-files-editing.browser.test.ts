import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Page, Route} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {field, formPage, reveal, useSignedInPage} from './support/form-page.js'
import {confirmDialog, runMenuAction} from './support/structure-page.js'

/**
 * Images and files, the parts around an upload: dropping, watching and cancelling one, a stale upload
 * someone left behind, the menu (copy URL, replace, clear) and getting the image back. The uploads
 * themselves are in images-files.browser.test.ts.
 */
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
const fixture = (name: string) => join(FIXTURES, name)

const env = useBrowserStack()
const {lakeDocument, openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 15_000}

type Upload = {progress: number; file?: {name: string}; previewImage?: string; updatedAt: string}
type AssetField = {asset?: {_ref: string}; _upload?: Upload; crop?: unknown; hotspot?: unknown}

const draftCover = async (page: Page, id: string) =>
  ((await lakeDocument(page, `drafts.${id}`))?.cover ?? undefined) as AssetField | undefined

/**
 * Holds the page's asset uploads until `release()`, so a test sees an upload in flight. A request the
 * page aborted meanwhile cannot be continued any more; that is expected.
 */
function holdUploads(page: Page) {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (open = resolve))
  let held = 0
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue()
    held++
    await gate
    await route.continue().catch(() => undefined)
  }
  const matcher = (url: URL) => url.pathname.includes('/assets/')
  return {
    start: () => page.route(matcher, handler),
    get held() {
      return held
    },
    async release() {
      open()
      await page.unroute(matcher, handler)
    },
  }
}

describe('image and file fields around an upload', () => {
  it(
    'takes an image dropped on the field: drag-over text, progress with an upright preview, then the asset',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'images-drop'
      await openDocument(page, 'kitchenSink', id)
      const target = field(page, 'cover').locator('[data-upload-target]')
      await reveal(target)
      const uploads = holdUploads(page)
      await uploads.start()
      const jpeg = readFileSync(fixture('rotated-exif-6.jpg')).toString('base64')
      // A real DataTransfer with the file, as Chromium builds one for a drop from the desktop.
      await target.evaluate((element, base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const data = new DataTransfer()
        data.items.add(new File([bytes], 'rotated.jpg', {type: 'image/jpeg'}))
        ;(window as unknown as {__drop: DataTransfer}).__drop = data
        element.dispatchEvent(
          new DragEvent('dragenter', {dataTransfer: data, bubbles: true, cancelable: true}),
        )
      }, jpeg)
      await expect
        .poll(() => target.locator('[data-drag-overlay]').textContent(), POLL)
        .toBe('Drop image to upload')
      expect(await target.getAttribute('data-drag-tone')).toBe('primary')
      await target.evaluate((element) => {
        const data = (window as unknown as {__drop: DataTransfer}).__drop
        element.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}))
      })

      // Progress is in the document at once, with a thumbnail 120 px wide, upright (EXIF orientation 6:
      // stored 300×200, shown 200×300).
      await expect
        .poll(async () => (await draftCover(page, id))?._upload?.previewImage, POLL)
        .toMatch(/^data:image\/jpeg;base64,/)
      const upload = (await draftCover(page, id))!._upload!
      expect(upload.progress).toBeGreaterThanOrEqual(2)
      expect(upload.file?.name).toBe('rotated.jpg')
      const preview = field(page, 'cover').getByTestId('upload-preview-image')
      await preview.waitFor()
      const size = await preview.evaluate(async (img: HTMLImageElement) => {
        await img.decode()
        return {width: img.naturalWidth, height: img.naturalHeight}
      })
      expect(size).toEqual({width: 120, height: 180})
      expect(await target.locator('[data-drag-overlay]').count()).toBe(0)
      await page.screenshot({path: join(ARTIFACTS, 'images-drop-uploading.png')})

      await uploads.release()
      await expect
        .poll(async () => (await draftCover(page, id))?.asset?._ref, POLL)
        .toMatch(/^image-[0-9a-f]{40}-200x300-jpg$/)
      expect((await draftCover(page, id))?._upload).toBeUndefined()
    },
  )

  it(
    'cancels an upload from its card: no upload state and no asset are left',
    {timeout: 60_000},
    async () => {
      const page = editor.page
      const id = 'files-cancel'
      await openDocument(page, 'kitchenSink', id)
      const target = field(page, 'attachment')
      await reveal(target)
      const uploads = holdUploads(page)
      await uploads.start()
      const chooser = page.waitForEvent('filechooser')
      await target.getByRole('button', {name: 'Upload'}).click()
      const body = `cancelled before it arrived ${Date.now()}`
      await (
        await chooser
      ).setFiles({name: 'cancelled.txt', mimeType: 'text/plain', buffer: Buffer.from(body)})
      await target.locator('[data-upload-progress]').waitFor()
      await expect.poll(() => uploads.held, POLL).toBe(1)
      await expect
        .poll(
          async () =>
            ((await lakeDocument(page, `drafts.${id}`))?.attachment as AssetField)?._upload?.file?.name,
          POLL,
        )
        .toBe('cancelled.txt')

      await target.getByRole('button', {name: 'Cancel upload'}).click()
      await expect
        .poll(
          async () => ((await lakeDocument(page, `drafts.${id}`))?.attachment as AssetField)?._upload,
          POLL,
        )
        .toBeUndefined()
      await target.getByRole('button', {name: 'Upload'}).waitFor()
      await uploads.release()
      await page.waitForTimeout(500)
      const count = await adminClient().fetch<number>(
        'count(*[_type == "sanity.fileAsset" && originalFilename == "cancelled.txt"])',
      )
      expect(count).toBe(0)
    },
  )

  it('shows an upload older than 2 minutes as incomplete and clears it', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'images-stale'
    const threeMinutesAgo = new Date(Date.now() - 3 * 60_000).toISOString()
    await adminClient().createOrReplace({
      _id: `drafts.${id}`,
      _type: 'kitchenSink',
      title: 'Left behind',
      cover: {
        _type: 'image',
        _upload: {
          progress: 40,
          createdAt: threeMinutesAgo,
          updatedAt: threeMinutesAgo,
          file: {name: 'gone.png', type: 'image/png'},
        },
      },
    })
    await openDocument(page, 'kitchenSink', id)
    const card = field(page, 'cover').locator('[data-stale-upload]')
    await reveal(card)
    expect(await card.getByText('Incomplete upload', {exact: true}).count()).toBe(1)
    expect(await card.textContent()).toContain(
      'An upload has made no progress for at least 2 minutes and likely got interrupted. You can safely clear the incomplete upload and try uploading again.',
    )
    await page.screenshot({path: join(ARTIFACTS, 'images-stale-upload.png')})
    await card.getByRole('button', {name: 'Clear upload'}).click()
    await expect.poll(async () => (await draftCover(page, id))?._upload, POLL).toBeUndefined()
    await field(page, 'cover').getByRole('button', {name: 'Upload'}).waitFor()
  })

  it(
    'copies the URL, replaces and clears through the menu without deleting assets, and discarding brings the image back',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'images-menu'
      const client = adminClient()
      const first = await client.assets.upload('image', readFileSync(fixture('landscape.png')), {
        filename: 'landscape.png',
      })
      await client.createOrReplace({
        _id: id,
        _type: 'kitchenSink',
        title: 'Menu',
        cover: {
          _type: 'image',
          asset: {_type: 'reference', _ref: first._id},
          crop: {_type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0, right: 0},
          hotspot: {_type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.5, height: 0.5},
        },
      })
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], {origin: env.stack.studioUrl})
      await openDocument(page, 'kitchenSink', id)
      const cover = field(page, 'cover')
      await reveal(cover)
      const menu = cover.getByTestId('asset-menu')

      await menu.click()
      await page.getByRole('menuitem', {name: 'Copy URL'}).click()
      await page.getByText('The URL is copied to the clipboard').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.url)

      // Replace: a new asset, the old crop and hotspot go with the old image.
      await menu.click()
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('menuitem', {name: 'Replace'}).click()
      await (await chooser).setFiles(fixture('square.jpg'))
      await expect
        .poll(async () => (await draftCover(page, id))?.asset?._ref, POLL)
        .toMatch(/^image-[0-9a-f]{40}-\d+x\d+-jpg$/)
      const replaced = (await draftCover(page, id))!
      expect(replaced.crop).toBeUndefined()
      expect(replaced.hotspot).toBeUndefined()
      expect(replaced._upload).toBeUndefined()

      // Clear: the field goes (nothing else was in it); both assets stay.
      await menu.click()
      await page.getByRole('menuitem', {name: 'Clear field'}).click()
      await expect.poll(async () => (await lakeDocument(page, `drafts.${id}`))?.cover, POLL).toBeUndefined()
      expect(await client.getDocument(first._id)).toBeDefined()
      expect(await client.getDocument(replaced.asset!._ref)).toBeDefined()
      expect(await cover.locator('[data-invalid-asset-value]').count()).toBe(0)
      await cover.getByRole('button', {name: 'Upload'}).waitFor()

      // Undo the draft: the published image is back, its asset still there to draw.
      await runMenuAction(page, 'Discard changes')
      await confirmDialog(page, 'Discard changes')
      await expect.poll(() => lakeDocument(page, `drafts.${id}`), POLL).toBeNull()
      const preview = cover.getByTestId('image-preview')
      await preview.waitFor(POLL)
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
        .toBeGreaterThan(0)
      expect(await cover.locator('[data-image-value]').getAttribute('data-image-value')).toBe(first._id)
    },
  )
})
