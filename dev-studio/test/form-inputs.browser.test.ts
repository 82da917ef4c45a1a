import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ARTIFACTS, useBrowserStack} from './support/browser-stack.js'
import {documentForm, field, formPage, reveal, useSignedInPage} from './support/form-page.js'

const env = useBrowserStack()
const {lakeDocument, openDocument} = formPage(env)
// Oslo is an hour ahead of UTC in March and two in July: datetimes must come back converted.
const editor = useSignedInPage(env, 'editor', {timezoneId: 'Europe/Oslo'})

const POLL = {timeout: 10_000}

/** What the lake holds at `key` of the draft `drafts.<id>`. */
const draftField = (id: string, key: string) => async () =>
  (await lakeDocument(editor.page, `drafts.${id}`))?.[key]

describe('the inputs of the document form in a browser', () => {
  it('date: typed text and a day picked in the calendar', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-date'
    await openDocument(page, 'kitchenSink', id)
    const day = field(page, 'day')

    await page.getByLabel('Day', {exact: true}).fill('2026-03-05')
    await expect.poll(draftField(id, 'day'), POLL).toBe('2026-03-05')

    // The calendar opens on the chosen month; picking a day sets it and closes the popup.
    await reveal(day)
    await day.getByRole('button', {name: 'Open calendar'}).click()
    const popup = day.locator('[data-date-popup]')
    await popup.waitFor()
    expect(await popup.getByRole('grid').getAttribute('aria-label')).toBe('March 2026')
    await popup.getByRole('button', {name: 'Friday 20 March 2026'}).click()
    await expect.poll(draftField(id, 'day'), POLL).toBe('2026-03-20')
    await expect.poll(() => popup.isVisible()).toBe(false)
    expect(await page.getByLabel('Day', {exact: true}).inputValue()).toBe('2026-03-20')
  })

  it('date: invalid text is kept with its message and nothing is sent', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-invalid-date'
    await openDocument(page, 'kitchenSink', id)
    const day = field(page, 'day')

    await page.getByLabel('Day', {exact: true}).fill('2026-13-45')
    await expect
      .poll(() => day.getByRole('alert').textContent())
      .toBe('Invalid date. Must be on the format "YYYY-MM-DD"')
    // Later edits reach the lake; the invalid date never does, and its text stays after leaving.
    await page.getByLabel('Title').fill('Has a bad day')
    await expect.poll(draftField(id, 'title'), POLL).toBe('Has a bad day')
    const draft = await lakeDocument(page, `drafts.${id}`)
    expect(draft).not.toHaveProperty('day')
    expect(await page.getByLabel('Day', {exact: true}).inputValue()).toBe('2026-13-45')
    expect(await day.getByRole('alert').count()).toBe(1)
    await page.screenshot({path: join(ARTIFACTS, 'form-inputs-invalid-date.png')})

    // Fixing the text sends it and the message goes.
    await page.getByLabel('Day', {exact: true}).fill('2026-12-31')
    await expect.poll(draftField(id, 'day'), POLL).toBe('2026-12-31')
    await expect.poll(() => day.getByRole('alert').count()).toBe(0)
  })

  it('datetime: picked date and time, and typed text, stored as ISO UTC', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-datetime'
    await openDocument(page, 'kitchenSink', id)
    const moment = field(page, 'moment')

    await reveal(moment)
    await moment.getByRole('button', {name: 'Open calendar'}).click()
    const popup = moment.locator('[data-date-popup]')
    await popup.waitFor()
    await popup.getByLabel('Month', {exact: true}).selectOption({label: 'March'})
    await popup.getByLabel('Year', {exact: true}).fill('2026')
    await expect.poll(() => popup.getByRole('grid').getAttribute('aria-label')).toBe('March 2026')
    await popup.getByRole('button', {name: 'Thursday 5 March 2026'}).click()
    await expect.poll(draftField(id, 'moment'), POLL).toMatch(/^2026-03-0[45]T/)
    // A datetime's popup stays open for the time.
    await popup.getByLabel('Hour', {exact: true}).selectOption('14')
    // The minute is picked once the hour shows (as a person would).
    await expect.poll(() => page.getByLabel('Moment', {exact: true}).inputValue()).toMatch(/ 14:\d\d$/)
    await popup.getByLabel('Minute', {exact: true}).selectOption('30')
    await expect.poll(draftField(id, 'moment'), POLL).toBe('2026-03-05T13:30:00.000Z')
    await expect.poll(() => page.getByLabel('Moment', {exact: true}).inputValue()).toBe('2026-03-05 14:30')
    await page.screenshot({path: join(ARTIFACTS, 'form-inputs-datetime.png')})
    await page.keyboard.press('Escape')
    await expect.poll(() => popup.isVisible()).toBe(false)

    await page.getByLabel('Moment', {exact: true}).fill('2026-07-01 09:15')
    await expect.poll(draftField(id, 'moment'), POLL).toBe('2026-07-01T07:15:00.000Z')
  })

  it('slug: Generate makes it from the title', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-slug'
    await openDocument(page, 'kitchenSink', id)

    await page.getByLabel('Title').fill('Hello World')
    await field(page, 'slug').getByRole('button', {name: 'Generate'}).click()
    await expect.poll(draftField(id, 'slug'), POLL).toEqual({_type: 'slug', current: 'hello-world'})
    expect(await page.getByLabel('Slug').inputValue()).toBe('hello-world')

    // Typed by hand, it is kept as typed.
    await page.getByLabel('Slug').fill('my-own-slug')
    await expect.poll(draftField(id, 'slug'), POLL).toEqual({_type: 'slug', current: 'my-own-slug'})
  })

  it('geopoint: latitude and longitude, out-of-range values not sent', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-geopoint'
    await openDocument(page, 'kitchenSink', id)
    const location = field(page, 'location')

    await location.getByLabel('Latitude').fill('59.9139')
    await location.getByLabel('Longitude').fill('10.7522')
    await expect
      .poll(draftField(id, 'location'), POLL)
      .toEqual({_type: 'geopoint', lat: 59.9139, lng: 10.7522})

    await location.getByLabel('Latitude').fill('91')
    await expect
      .poll(() => location.getByRole('alert').textContent())
      .toBe('Latitude must be between -90 and 90')
    await location.getByLabel('Longitude').fill('-20.5')
    await expect.poll(draftField(id, 'location'), POLL).toEqual({_type: 'geopoint', lat: 59.9139, lng: -20.5})
  })

  it('tags: Enter adds a tag, its remove button removes it', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-tags'
    await openDocument(page, 'kitchenSink', id)
    const tags = field(page, 'tags')
    const text = page.getByLabel('Tags', {exact: true}).and(page.locator('input'))

    await text.fill('alpha')
    await text.press('Enter')
    // As a person would, the next tag is typed once the first shows.
    await tags.getByRole('listitem').filter({hasText: 'alpha'}).waitFor()
    await text.fill('  beta  ')
    await text.press('Enter')
    // Enter on empty text adds nothing.
    await text.press('Enter')
    await expect.poll(draftField(id, 'tags'), POLL).toEqual(['alpha', 'beta'])
    expect(await text.inputValue()).toBe('')
    expect(await tags.getByRole('listitem').allTextContents()).toEqual(['alpha', 'beta'])

    await tags.getByRole('button', {name: 'Remove alpha'}).click()
    await expect.poll(draftField(id, 'tags'), POLL).toEqual(['beta'])
    await tags.getByRole('button', {name: 'Remove beta'}).click()
    await expect.poll(draftField(id, 'tags'), POLL).toBe(undefined)
  })

  it('checkbox list: checked values follow the list order', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-channels'
    await openDocument(page, 'kitchenSink', id)
    const channels = field(page, 'channels')

    // Clicked, not check(): the boxes follow the document, which takes a moment to change.
    const box = (label: string) => channels.getByLabel(label, {exact: true})
    await box('newsletter').click()
    await expect.poll(() => box('newsletter').isChecked()).toBe(true)
    await box('web').click()
    await expect.poll(draftField(id, 'channels'), POLL).toEqual(['web', 'newsletter'])
    expect(await box('web').isChecked()).toBe(true)
    expect(await box('print').isChecked()).toBe(false)

    await box('print').click()
    await expect.poll(draftField(id, 'channels'), POLL).toEqual(['web', 'print', 'newsletter'])
    await box('web').click()
    await expect.poll(draftField(id, 'channels'), POLL).toEqual(['print', 'newsletter'])
    expect(await box('web').isChecked()).toBe(false)
  })

  it('array of numbers: add items, type into them, remove them', {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'inputs-scores'
    await openDocument(page, 'kitchenSink', id)
    const scores = field(page, 'scores')
    const row = (index: number) => scores.locator(`[data-array-row="${index}"]`)

    await scores.getByRole('button', {name: 'Add item'}).click()
    await expect.poll(draftField(id, 'scores'), POLL).toEqual([0])
    // The new row's input has focus.
    await expect
      .poll(() =>
        row(0)
          .locator('input')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true)
    await row(0).locator('input').fill('7')
    await scores.getByRole('button', {name: 'Add item'}).click()
    await row(1).locator('input').fill('3.5')
    await scores.getByRole('button', {name: 'Add item'}).click()
    await row(2).locator('input').fill('12')
    await expect.poll(draftField(id, 'scores'), POLL).toEqual([7, 3.5, 12])
    await page.screenshot({path: join(ARTIFACTS, 'form-inputs-scores.png')})

    await row(0).getByRole('button', {name: 'Remove item'}).click()
    await expect.poll(draftField(id, 'scores'), POLL).toEqual([3.5, 12])
    expect(await row(0).locator('input').inputValue()).toBe('3.5')
    await row(1).getByRole('button', {name: 'Remove item'}).click()
    await row(0).getByRole('button', {name: 'Remove item'}).click()
    await expect.poll(draftField(id, 'scores'), POLL).toBe(undefined)
    await expect.poll(() => scores.textContent()).toContain('No items.')
  })

  it('a viewer sees the form read-only', {timeout: 60_000}, async () => {
    // A document with values in the inputs that hide controls when read-only.
    const id = 'inputs-read-only'
    await openDocument(editor.page, 'kitchenSink', id)
    await editor.page.getByLabel('Title').fill('Look, do not touch')
    const tagsText = editor.page.getByLabel('Tags', {exact: true}).and(editor.page.locator('input'))
    await tagsText.fill('frozen')
    await tagsText.press('Enter')
    await field(editor.page, 'scores').getByRole('button', {name: 'Add item'}).click()
    await expect
      .poll(() => lakeDocument(editor.page, `drafts.${id}`), POLL)
      .toMatchObject({title: 'Look, do not touch', tags: ['frozen'], scores: [0]})

    const page = await env.newPage()
    await env.signIn(page, 'viewer', '/playground')
    await openDocument(page, 'kitchenSink', id)
    await documentForm(page).getByText('You do not have permission to edit this document.').waitFor()
    // The value follows the form's first render.
    await expect.poll(() => page.getByLabel('Title').inputValue(), POLL).toBe('Look, do not touch')
    for (const label of ['Title', 'Notes', 'Day', 'Moment', 'Slug', 'Latitude']) {
      expect(await page.getByLabel(label, {exact: true}).isEditable(), label).toBe(false)
    }
    expect(await page.getByRole('spinbutton', {name: 'Count'}).isEditable()).toBe(false)
    expect(await field(page, 'flag').locator('input').isDisabled()).toBe(true)
    expect(await field(page, 'category').locator('select').isDisabled()).toBe(true)
    expect(await field(page, 'channels').getByLabel('web').isDisabled()).toBe(true)
    for (const button of await field(page, 'day').getByRole('button', {name: 'Open calendar'}).all()) {
      expect(await button.isDisabled()).toBe(true)
    }
    // No buttons that edit: Generate, tag removal and item removal are gone, 'Add item' is disabled.
    expect(await field(page, 'slug').getByRole('button', {name: 'Generate'}).count()).toBe(0)
    expect(await field(page, 'tags').getByRole('button', {name: 'Remove frozen'}).count()).toBe(0)
    expect(await field(page, 'scores').getByRole('button', {name: 'Remove item'}).count()).toBe(0)
    const addButtons = page.getByRole('button', {name: 'Add item'})
    expect(await addButtons.count()).toBeGreaterThan(0)
    for (const button of await addButtons.all()) expect(await button.isDisabled()).toBe(true)
    await page.screenshot({path: join(ARTIFACTS, 'form-inputs-read-only.png'), fullPage: true})
  })
})
