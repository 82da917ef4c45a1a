import {join} from 'node:path'
import type {Locator} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {lakeDocument, openDocument, adminClient} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const POLL = {timeout: 10_000}

/** Writes the draft `drafts.<id>` with `fields` straight to the lake (no form checks), then opens it. */
async function openWithBadData(id: string, fields: Record<string, unknown>): Promise<void> {
  await adminClient().createOrReplace({_id: `drafts.${id}`, _type: 'kitchenSink', title: id, ...fields})
  await openDocument(editor.page, 'kitchenSink', id)
}

const draft = (id: string) => () => lakeDocument(editor.page, `drafts.${id}`)

/** The error panel of kind `error` (`INCOMPATIBLE_TYPE`, `MISSING_KEYS`, …) in `scope`. */
const panel = (scope: Locator, error: string) => scope.locator(`[data-error="${error}"]`)

describe('the error panels of the form in a browser', () => {
  it('shows unknown fields with their JSON and removes one', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-unknown'
    await openWithBadData(id, {legacyAuthor: {name: 'Ada', born: 1815}, oldFlag: true})
    const unknown = documentForm(page).locator('[data-unknown-fields]')
    await unknown.waitFor()

    expect(await unknown.getByText('Unknown fields found').count()).toBe(1)
    expect(await unknown.textContent()).toContain('Encountered 2 fields that are not defined in the schema.')
    const legacy = unknown.locator('[data-unknown-field="legacyAuthor"]')
    expect(await legacy.locator('code').textContent()).toBe('{\n  "name": "Ada",\n  "born": 1815\n}')
    await page.screenshot({path: join(ARTIFACTS, 'form-panels-unknown-fields.png')})

    await unknown.getByRole('button', {name: 'Remove field legacyAuthor'}).click()
    await expect.poll(draft(id), POLL).not.toHaveProperty('legacyAuthor')
    expect(await draft(id)()).toMatchObject({title: id, oldFlag: true})
    await expect
      .poll(() => unknown.textContent())
      .toContain('Encountered 1 field that is not defined in the schema.')
    await unknown.getByRole('button', {name: 'Remove field oldFlag'}).click()
    await expect.poll(draft(id), POLL).not.toHaveProperty('oldFlag')
    await expect.poll(() => unknown.count()).toBe(0)
  })

  it('converts a number in a string field to a string', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-convert'
    await openWithBadData(id, {title: 42})
    const invalid = panel(documentForm(page), 'INCOMPATIBLE_TYPE')
    await invalid.waitFor()

    const text = await invalid.textContent()
    expect(text).toContain('Invalid property value')
    expect(text).toContain('The value of the field ‘title’ is stored as a type that does not match')
    expect(text).toContain('Current type: number')
    expect(text).toContain('Expected type: string')
    await page.screenshot({path: join(ARTIFACTS, 'form-panels-invalid-value.png')})

    await invalid.getByRole('button', {name: 'Convert to string'}).click()
    await expect.poll(async () => (await draft(id)())?.title, POLL).toBe('42')
    // The field's own input is back, holding the converted value.
    await expect.poll(() => invalid.count()).toBe(0)
    expect(await page.getByLabel('Title').inputValue()).toBe('42')
  })

  it('resets a value of the wrong type', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-reset'
    await openWithBadData(id, {count: 'lots', notes: {text: 'not text'}})
    const invalid = panel(documentForm(page), 'INCOMPATIBLE_TYPE')
    await expect.poll(() => invalid.count()).toBe(2)
    const count = invalid.filter({hasText: '‘count’'})
    expect(await count.textContent()).toContain('Current type: string')
    // 'lots' is no number: resetting is the only fix.
    expect(await count.getByRole('button', {name: /^Convert to/}).count()).toBe(0)

    await count.getByRole('button', {name: 'Reset value'}).click()
    await expect.poll(draft(id), POLL).not.toHaveProperty('count')
    await invalid.filter({hasText: '‘notes’'}).getByRole('button', {name: 'Reset value'}).click()
    await expect.poll(draft(id), POLL).not.toHaveProperty('notes')
    await expect.poll(() => invalid.count()).toBe(0)
    expect(await page.getByRole('spinbutton', {name: 'Count'}).inputValue()).toBe('')
  })

  it('adds the keys array items are missing', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-missing-keys'
    await openWithBadData(id, {
      stops: [
        {_type: 'address', street: 'No key'},
        {_type: 'address', _key: 'has', street: 'Has a key'},
        {_type: 'address', street: 'No key either'},
      ],
    })
    const stops = field(page, 'stops')
    await reveal(stops)
    const missing = panel(stops, 'MISSING_KEYS')
    await missing.waitFor()
    expect(await stops.getByRole('button', {name: 'Add item'}).count()).toBe(0)

    await missing.getByRole('button', {name: 'Add missing keys'}).click()
    await expect
      .poll(async () => (await draft(id)())?.stops, POLL)
      .toEqual([
        {_type: 'address', _key: expect.stringMatching(/^\w+$/), street: 'No key'},
        {_type: 'address', _key: 'has', street: 'Has a key'},
        {_type: 'address', _key: expect.stringMatching(/^\w+$/), street: 'No key either'},
      ])
    // The list is editable again.
    await expect.poll(() => stops.locator('[data-item-key]').count()).toBe(3)
    expect(await missing.count()).toBe(0)
  })

  it('makes duplicate keys unique', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-duplicate-keys'
    await openWithBadData(id, {
      stops: [
        {_type: 'address', _key: 'dup', street: 'One'},
        {_type: 'address', _key: 'other', street: 'Two'},
        {_type: 'address', _key: 'dup', street: 'Three'},
      ],
    })
    const stops = field(page, 'stops')
    await reveal(stops)
    const duplicates = panel(stops, 'DUPLICATE_KEYS')
    await duplicates.waitFor()
    expect(await duplicates.textContent()).toContain('Duplicate keys: dup')

    await duplicates.getByRole('button', {name: 'Generate unique keys'}).click()
    await expect
      .poll(
        async () => ((await draft(id)())?.stops as {_key: string}[] | undefined)?.map((s) => s._key),
        POLL,
      )
      .toEqual(['dup', 'other', 'dup_deduped_2'])
    await expect.poll(() => stops.locator('[data-item-key]').count()).toBe(3)
  })

  it('removes the values that are not objects from a mixed array', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-mixed'
    await openWithBadData(id, {
      stops: [{_type: 'address', _key: 'k1', street: 'Kept'}, 'a loose string', 7],
    })
    const stops = field(page, 'stops')
    await reveal(stops)
    const mixed = panel(stops, 'MIXED_ARRAY')
    await mixed.waitFor()
    expect(await mixed.textContent()).toContain('Invalid list values')
    expect(await mixed.locator('code').textContent()).toContain('"a loose string"')

    await mixed.getByRole('button', {name: 'Remove non-object values'}).click()
    await expect
      .poll(async () => (await draft(id)())?.stops, POLL)
      .toEqual([{_type: 'address', _key: 'k1', street: 'Kept'}])
    await expect.poll(() => stops.locator('[data-item-key]').count()).toBe(1)
  })

  it('shows an item of an undeclared type in its place and removes it', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'panels-undeclared'
    await openWithBadData(id, {
      stops: [
        {_type: 'address', _key: 'k1', street: 'Declared'},
        {_type: 'spaceship', _key: 'k2', name: 'Enterprise'},
        {_type: 'address', _key: 'k3', street: 'Also declared'},
      ],
    })
    const stops = field(page, 'stops')
    await reveal(stops)
    const undeclared = panel(stops, 'UNDECLARED_TYPE')
    await undeclared.waitFor()
    expect(await undeclared.textContent()).toContain('Invalid item type: "spaceship"')
    expect(await undeclared.locator('code').textContent()).toContain('"name": "Enterprise"')
    // The placeholder stands between the other items, which stay editable.
    const order = await stops
      .locator('[data-item-key]')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.itemKey))
    expect(order).toEqual(['k1', 'k2', 'k3'])
    expect(await stops.getByRole('button', {name: 'Add item'}).isDisabled()).toBe(false)
    await page.screenshot({path: join(ARTIFACTS, 'form-panels-undeclared-type.png')})

    await undeclared.getByRole('button', {name: 'Remove', exact: true}).click()
    await expect
      .poll(
        async () => ((await draft(id)())?.stops as {_key: string}[] | undefined)?.map((s) => s._key),
        POLL,
      )
      .toEqual(['k1', 'k3'])
    await expect.poll(() => undeclared.count()).toBe(0)
  })
})
