import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createImageUrlBuilder} from '@sanity/image-url'
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

  it(
    'sets crop and hotspot by mouse and keyboard, stores them in range, and the lake renders that region',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'images-crop'
      await openDocument(page, 'kitchenSink', id)
      await pickFile(page, 'cover', fixture('landscape.png'))
      await expect.poll(async () => (await draftField(page, id, 'cover')())?.asset?._ref, POLL).toBeTruthy()

      await field(page, 'cover').getByTestId('edit-hotspot').click()
      const dialog = page.locator('#hotspot-crop-dialog')
      await dialog.getByTestId('image-tool').waitFor()
      // Drag the left crop edge a quarter of the image to the right.
      const handle = dialog.getByTestId('crop-handle-w')
      const box = (await handle.boundingBox())!
      const tool = (await dialog.locator('[data-testid="image-tool"] img').boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + tool.width / 4, box.y + box.height / 2, {steps: 5})
      await page.mouse.up()
      await expect
        .poll(async () => (await draftField(page, id, 'cover')())?.crop?.left, POLL)
        .toBeCloseTo(0.25, 1)
      // Keyboard: the top edge down by 10 %, the hotspot right by 1 %.
      await dialog.getByTestId('crop-handle-n').focus()
      await page.keyboard.press('Shift+ArrowDown')
      await expect
        .poll(async () => (await draftField(page, id, 'cover')())?.crop?.top, POLL)
        .toBeCloseTo(0.1, 5)
      await page.screenshot({path: join(ARTIFACTS, 'images-hotspot-crop.png')})
      await page.keyboard.press('Escape')

      const cover = (await draftField(page, id, 'cover')())!
      const {crop, hotspot} = cover as Required<AssetField>
      for (const value of [...Object.values(crop), ...Object.values(hotspot)]) {
        if (typeof value === 'number') expect(value >= 0 && value <= 1).toBe(true)
      }
      // The hotspot is clamped inside the crop.
      expect(hotspot.x - hotspot.width / 2).toBeGreaterThanOrEqual(crop.left - 1e-6)
      expect(hotspot.y - hotspot.height / 2).toBeGreaterThanOrEqual(crop.top - 1e-6)

      // @sanity/image-url turns them into rect and the lake renders exactly that region, scaled.
      const url = createImageUrlBuilder({
        projectId: 'local',
        dataset: 'playground',
        baseUrl: env.stack.lakeUrl,
      })
        .image({asset: cover.asset!, crop, hotspot})
        .width(150)
        .format('png')
        .url()
      const png = Buffer.from(await (await fetch(url)).arrayBuffer())
      // The PNG header holds the size: width and height at bytes 16 and 20.
      const size = {url, width: png.readUInt32BE(16), height: png.readUInt32BE(20)}
      expect(size.url).toContain('rect=')
      const cropWidth = 400 * (1 - crop.left - crop.right)
      const cropHeight = 300 * (1 - crop.top - crop.bottom)
      expect(size.width).toBe(150)
      expect(Math.abs(size.height - (150 * cropHeight) / cropWidth)).toBeLessThanOrEqual(1)
    },
  )

  it('picks an existing image from the asset library', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'images-library'
    await openDocument(page, 'kitchenSink', id)
    const square = await adminClient().assets.upload('image', readFileSync(fixture('square.jpg')), {
      filename: 'square.jpg',
    })
    const target = field(page, 'cover')
    await reveal(target)
    await target.getByTestId('browse-assets').click()
    const dialog = page.locator('#asset-library-dialog')
    await dialog.getByTestId('image-grid').waitFor()
    await dialog.getByTestId('asset-search').fill('square')
    await expect.poll(() => dialog.locator('[data-asset-id]').count(), POLL).toBe(1)
    await page.screenshot({path: join(ARTIFACTS, 'images-asset-library.png')})
    await dialog.locator(`[data-asset-id="${square._id}"] button[aria-label^="Select the image"]`).click()
    await expect.poll(async () => (await draftField(page, id, 'cover')())?.asset?._ref, POLL).toBe(square._id)
  })

  it('refuses deleting a used asset and deletes an unused one', {timeout: 60_000}, async () => {
    const page = editor.page
    const client = adminClient()
    const used = await client.assets.upload('file', Buffer.from('in use'), {filename: 'used-file.txt'})
    const unused = await client.assets.upload('file', Buffer.from('nobody uses me'), {
      filename: 'unused-file.txt',
    })
    await client.createOrReplace({
      _id: 'files-delete-user',
      _type: 'kitchenSink',
      attachment: {_type: 'file', asset: {_type: 'reference', _ref: used._id}},
    })
    await client.createOrReplace({
      _id: 'drafts.files-delete-user',
      _type: 'kitchenSink',
      attachment: {_type: 'file', asset: {_type: 'reference', _ref: used._id}},
    })
    await openDocument(page, 'kitchenSink', 'files-delete')
    const target = field(page, 'attachment')
    await reveal(target)
    await target.getByTestId('browse-assets').click()
    const dialog = page.locator('#asset-library-dialog')
    await dialog.getByTestId('file-table').waitFor()

    await dialog.locator(`[data-asset-id="${used._id}"]`).getByTestId('asset-item-menu').click()
    await page.getByRole('menuitem', {name: 'Show usage'}).click()
    const usage = page.locator('#asset-usage-dialog')
    // The draft and its published twin count once.
    await expect
      .poll(() => usage.getByTestId('usage-sentence').textContent(), POLL)
      .toBe('One document is using file used-file.txt')
    expect(await usage.locator('a[data-usage-id="files-delete-user"]').getAttribute('href')).toContain(
      '/intent/edit/id=files-delete-user;type=kitchenSink',
    )
    await page.keyboard.press('Escape')

    await dialog.locator(`[data-asset-id="${used._id}"]`).getByTestId('asset-item-menu').click()
    await page.getByRole('menuitem', {name: 'Delete'}).click()
    const confirm = page.locator('#asset-delete-dialog')
    await expect
      .poll(() => confirm.getByTestId('delete-in-use').textContent(), POLL)
      .toBe(
        "used-file.txt cannot be deleted because it's being used. In order to delete this file, you first need to remove all uses of it.",
      )
    expect(await confirm.getByTestId('confirm-delete').isDisabled()).toBe(true)
    await page.screenshot({path: join(ARTIFACTS, 'files-delete-in-use.png')})
    await page.keyboard.press('Escape')

    await dialog.locator(`[data-asset-id="${unused._id}"]`).getByTestId('asset-item-menu').click()
    await page.getByRole('menuitem', {name: 'Delete'}).click()
    await expect
      .poll(() => confirm.getByTestId('delete-confirm-text').textContent(), POLL)
      .toBe('You are about to delete the file unused-file.txt and its metadata. Are you sure?')
    await confirm.getByTestId('confirm-delete').click()
    await page.getByText('File was deleted').waitFor()
    await expect.poll(() => dialog.locator(`[data-asset-id="${unused._id}"]`).count(), POLL).toBe(0)
    expect(await client.getDocument(unused._id)).toBeUndefined()
    expect(await client.getDocument(used._id)).toBeDefined()
  })

  it('uploads a pasted image as a JPEG', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'images-paste'
    await openDocument(page, 'kitchenSink', id)
    const target = field(page, 'cover').locator('[data-upload-target]')
    await reveal(target)
    const png = readFileSync(fixture('pasted.png')).toString('base64')
    await target.evaluate((element, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(new File([bytes], 'image.png', {type: 'image/png'}))
      element.dispatchEvent(
        new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}),
      )
    }, png)
    await expect
      .poll(async () => (await draftField(page, id, 'cover')())?.asset?._ref, POLL)
      .toMatch(/^image-[0-9a-f]{40}-120x80-jpg$/)
    const ref = (await draftField(page, id, 'cover')())!.asset!._ref
    const asset = await adminClient().getDocument(ref)
    expect(asset?.originalFilename).toBe('Pasted image.jpg')
  })
})

describe('a viewer', () => {
  it('cannot upload: the image and file fields are read only', {timeout: 60_000}, async () => {
    await adminClient().createOrReplace({_id: 'images-viewer', _type: 'kitchenSink', title: 'Viewed only'})
    const page = await env.newPage()
    await env.signIn(page, 'viewer', '/playground')
    await openDocument(page, 'kitchenSink', 'images-viewer')
    const cover = field(page, 'cover')
    await reveal(cover)
    await expect.poll(() => cover.getByText('Read only').count(), POLL).toBe(1)
    expect(await cover.getByRole('button', {name: 'Upload'}).isDisabled()).toBe(true)
    expect(await field(page, 'attachment').getByRole('button', {name: 'Upload'}).isDisabled()).toBe(true)
    await page.screenshot({path: join(ARTIFACTS, 'images-viewer.png')})
  })
})
