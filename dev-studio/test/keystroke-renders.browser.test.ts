import type {Page} from 'playwright-core'
import {describe, expect, it} from 'vitest'
import {BENCH_ROW_FIELDS} from '../src/schema/bench.js'
import {useBrowserStack} from './support/browser-stack.js'
import {formPage, useSignedInPage} from './support/form-page.js'

/*
 * Issue 23: a keystroke renders its own field, not the form. In the benchmark's document of 100 items
 * × 30 fields, typing into one field of one item renders that field and nothing else of the form: not
 * the nodes on the way down to it (the document, the array, the item), none of the other 99 items,
 * none of the item's other 29 fields. When typing pauses the form catches up once: the path renders
 * with the new values, still nothing beside it.
 *
 * React's developer-tools hook (which React calls in production builds too) reports every commit; a
 * component rendered in it when its fiber did work. Names are minified in the production build, so a
 * render is attributed to the form node in its props (anything with a string `id` and a `path`), and
 * the parts off the path that used to render with every key are recognised by their props.
 */

const env = useBrowserStack()
const {openDocument} = formPage(env)
const editor = useSignedInPage(env, 'editor')

const ROWS = 100
const EDITED = 'rows[_key=="row-5"].field7'

/** Installed before the studio loads: counts the form node ids rendered while `window.__counting`. */
const RENDER_COUNTER = `
  window.__rendered = new Map();
  window.__commits = 0;
  // Parts off the form's node path, recognised by their props: an array item's row (the preview, drag
  // handle and menu behind the dialog), the array's 'Add item' button, and the document pane's frame
  // (its card around header, form and footer) and header, a field's closed actions button ('…'), the
  // box around the footer's buttons, and the status line's time ('Edited just now').
  window.__offPath = {itemRows: 0, addButtons: 0, paneFrames: 0, paneHeaders: 0, fieldActionButtons: 0, footerBoxes: 0, statusTimes: 0};
  const nodeIds = (props) => {
    const ids = [];
    if (!props || typeof props !== 'object') return ids;
    for (const value of Object.values(props)) {
      if (value && typeof value === 'object' && typeof value.id === 'string' && Array.isArray(value.path)) ids.push(value.id);
    }
    return ids;
  };
  const visit = (fiber) => {
    for (let current = fiber; current; current = current.sibling) {
      if ((current.flags & 1) !== 0 && typeof current.type !== 'string') {
        for (const id of nodeIds(current.memoizedProps)) window.__rendered.set(id, (window.__rendered.get(id) || 0) + 1);
        const props = current.memoizedProps || {};
        if (typeof props.itemKey === 'string' && typeof props.onOpen === 'function') window.__offPath.itemRows++;
        if (Array.isArray(props.types) && typeof props.onAdd === 'function') window.__offPath.addButtons++;
        if (typeof props.paneId === 'string' && props.kind === 'document') window.__offPath.paneFrames++;
        if ('title' in props && 'subtitle' in props && 'actions' in props) window.__offPath.paneHeaders++;
        if (props['data-ui'] === 'MenuButton' && typeof props.id === 'string' && props.id.endsWith('-field-actions')) window.__offPath.fieldActionButtons++;
        const first = Array.isArray(props.children) ? props.children[0] : undefined;
        if (first && first.props && Array.isArray(first.props.items) && typeof first.props.onSelect === 'function') window.__offPath.footerBoxes++;
        if (props.children && props.children.type === 'time') window.__offPath.statusTimes++;
      }
      // A subtree React did not visit keeps its old children (and their old flags): skip it.
      if (current.child && !(current.alternate && current.alternate.child === current.child)) visit(current.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1 },
    onCommitFiberRoot(_renderer, root) {
      if (!window.__counting) return;
      window.__commits++;
      visit(root.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`

/** The parts off the form's node path that RENDER_COUNTER recognises. */
interface OffPathCounts {
  itemRows: number
  addButtons: number
  paneFrames: number
  paneHeaders: number
  fieldActionButtons: number
  footerBoxes: number
  statusTimes: number
}

/** Starts RENDER_COUNTER's counting (commits before this are not counted). */
async function startCounting(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as {__counting: boolean}).__counting = true
  })
}

/** What RENDER_COUNTER has counted since `startCounting`: renders per form node, commits, off-path parts. */
async function readCounts(page: Page) {
  return page.evaluate(() => {
    const counter = window as unknown as {
      __rendered: Map<string, number>
      __commits: number
      __offPath: OffPathCounts
    }
    return {
      rendered: Object.fromEntries(counter.__rendered) as Record<string, number>,
      commits: counter.__commits,
      offPath: {...counter.__offPath},
    }
  })
}

describe('a keystroke in a large document', () => {
  it(
    'renders only the edited field while typing, and its path once typing pauses',
    {timeout: 120_000},
    async () => {
      const page = editor.page
      const id = 'keystroke-renders'
      const row = (index: number) => ({
        _key: `row-${index}`,
        _type: 'benchRow',
        ...Object.fromEntries(
          Array.from({length: BENCH_ROW_FIELDS}, (_, n) => [`field${n}`, `Row ${index} value ${n}`]),
        ),
      })
      // A draft a first attempt left would start this one from its text: gone first.
      await env.adminClient('playground').delete(`drafts.${id}`)
      await env.adminClient('playground').createOrReplace({
        _id: id,
        _type: 'benchLarge',
        title: 'Large',
        rows: Array.from({length: ROWS}, (_, index) => row(index)),
      })
      await page.addInitScript(RENDER_COUNTER)
      await openDocument(page, 'benchLarge', id)
      await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
      await page.locator('[data-item-key="row-5"] button[data-action="edit"]').click()
      const input = page.locator(`[data-field='${EDITED}'] input`)
      await input.click()
      await input.press('End')
      // The first keystroke creates the draft (the form then shows a new document); count from the next.
      await page.keyboard.type(' typed')
      await expect.poll(() => draftField(), {timeout: 15_000}).toBe('Row 5 value 7 typed')
      // Settle (validation, presence, the opened dialog, the form catching up after the pause).
      await page.waitForTimeout(1_500)
      await startCounting(page)
      // Typing at a steady pace (keys closer together than the form's hold after typing).
      for (const character of ' again') {
        await page.keyboard.type(character)
        await page.waitForTimeout(120)
      }
      const whileTyping = await readCounts(page)
      await expect.poll(() => draftField(), {timeout: 15_000}).toBe('Row 5 value 7 typed again')
      await page.waitForTimeout(1_000)
      const afterPause = await readCounts(page)

      const path = ['(root)', 'rows', 'rows[_key=="row-5"]']
      const elsewhere = (rendered: Record<string, number>) =>
        Object.keys(rendered).filter((nodeId) => !path.includes(nodeId) && !nodeId.startsWith(EDITED))
      expect(whileTyping.commits).toBeGreaterThan(0)
      // The edited field did render (the counter sees renders at all): once per key at most.
      expect(whileTyping.rendered[EDITED]).toBeGreaterThan(0)
      // Nothing else did, not even the nodes on the way down to it (the document, the array, the item).
      expect(Object.keys(whileTyping.rendered).filter((nodeId) => !nodeId.startsWith(EDITED))).toEqual([])
      // Nor did the item's row behind the dialog (its preview shows field 0, not the edited field), the
      // 'Add item' button below the array, or the pane around the form (its actions and status read the
      // document themselves), or the box around the footer's buttons and the status line's 'Edited just
      // now' (the edit state and the time of the last stored commit change, the buttons and words do not).
      expect(whileTyping.offPath).toMatchObject({
        itemRows: 0,
        addButtons: 0,
        paneFrames: 0,
        paneHeaders: 0,
        footerBoxes: 0,
        statusTimes: 0,
      })
      // Once typing pauses the form catches up: the path renders with the new values, nothing beside it.
      expect(path.every((nodeId) => (afterPause.rendered[nodeId] ?? 0) > 0)).toBe(true)
      expect(elsewhere(afterPause.rendered)).toEqual([])
      expect(afterPause.offPath).toMatchObject({itemRows: 0, addButtons: 0, footerBoxes: 0, statusTimes: 0})
      // The status line's time is the last stored commit's, though its Text did not render.
      const shownTime = await page.locator('[data-document-status] time').first().getAttribute('datetime')
      const draft = await env.adminClient('playground').getDocument(`drafts.${id}`)
      expect(shownTime).toBe(new Date(draft!._updatedAt).toISOString())

      async function draftField() {
        const draft = await env.adminClient('playground').getDocument(`drafts.${id}`)
        return (draft?.rows as Record<string, unknown>[] | undefined)?.[5]?.field7
      }
    },
  )
})

/** The kitchen sink's one-line inputs (string, number, url, email, slug), by field. */
const ONE_LINE_FIELDS = ['title', 'count', 'homepage', 'contact', 'slug']

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  args?: {data?: {type?: string}; beginData?: {partialLayout?: boolean; dirtyObjects?: number}}
}

describe('a keystroke in a one-line input', () => {
  it(
    'lays out the input alone, which keeps the height its line of text gives it',
    {timeout: 90_000},
    async () => {
      const page = editor.page
      const id = 'keystroke-layout'
      await env.adminClient('playground').createOrReplace({_id: id, _type: 'kitchenSink', title: 'Layout'})
      await openDocument(page, 'kitchenSink', id)
      await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()

      // Each input is as high as before it was declared a layout boundary: one line of its text and
      // its padding, the same as a copy of it without the declaration.
      for (const field of ONE_LINE_FIELDS) {
        const heights = await page.locator(`[data-field="${field}"] input`).evaluate((element) => {
          const input = element as HTMLInputElement
          const copy = input.cloneNode() as HTMLInputElement
          copy.style.contain = ''
          copy.style.containIntrinsicBlockSize = ''
          input.after(copy)
          const measured = {
            contained: input.offsetHeight,
            copy: copy.offsetHeight,
            contain: getComputedStyle(input).contain,
          }
          copy.remove()
          return measured
        })
        expect(heights.contain, field).toBe('size layout')
        expect(heights.contained, field).toBe(heights.copy)
        expect(heights.contained, field).toBeGreaterThan(20)
      }

      // Typing: the browser lays out what the inserted character changed from the input down, not the
      // page from its root (Chromium's trace says which: a partial layout of a few objects).
      const title = page.locator('[data-field="title"] input')
      await title.click()
      await title.press('End')
      await page.keyboard.type('x')
      await page.waitForTimeout(1_000)
      const cdp = await page.context().newCDPSession(page)
      const events: TraceEvent[] = []
      cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])))
      await cdp.send('Tracing.start', {categories: 'devtools.timeline', transferMode: 'ReportEvents'})
      for (const character of 'abcde') {
        await page.keyboard.type(character)
        await page.waitForTimeout(200)
      }
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
      await cdp.send('Tracing.end')
      await done
      await cdp.detach()
      const insertions = events.filter(
        (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'textInput',
      )
      const layouts = insertions.flatMap((insertion) =>
        events.filter(
          (event) =>
            event.name === 'Layout' &&
            event.ph === 'X' &&
            event.ts >= insertion.ts &&
            event.ts < insertion.ts + (insertion.dur ?? 0),
        ),
      )
      expect(insertions.length).toBe(5)
      // Most keystrokes find the page laid out already (the frame after the last one did it); a key
      // that arrives while the status line changes may find more to do, so not every one.
      const partial = layouts.filter((layout) => layout.args?.beginData?.partialLayout === true)
      expect(partial.length).toBeGreaterThanOrEqual(3)
      expect(await title.inputValue()).toBe('Layoutxabcde')
    },
  )

  it("leaves its field's closed '…' button alone while typing", {timeout: 60_000}, async () => {
    const page = editor.page
    const id = 'keystroke-field-actions'
    await env.adminClient('playground').createOrReplace({_id: id, _type: 'kitchenSink', title: 'Actions'})
    await page.addInitScript(RENDER_COUNTER)
    await openDocument(page, 'kitchenSink', id)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor()
    // The title has the studio's text actions: a '…' menu whose actions hold the value, so they are new
    // with every keystroke; the button that opens them is not.
    const actionsButton = page.locator('[data-field="title"] [data-ui="MenuButton"]')
    await actionsButton.waitFor()
    const title = page.locator('[data-field="title"] input')
    await title.click()
    await title.press('End')
    await page.keyboard.type('x')
    await page.waitForTimeout(1_000)
    await startCounting(page)
    for (const character of 'abc') {
      await page.keyboard.type(character)
      await page.waitForTimeout(150)
    }
    await page.waitForTimeout(500)
    const counted = await readCounts(page)
    // The field did render (the counter sees it), its closed actions button did not.
    expect(counted.rendered.title).toBeGreaterThan(0)
    expect(counted.offPath.fieldActionButtons).toBe(0)
    expect(await title.inputValue()).toBe('Actionsxabc')
  })
})
