import type {Locator, Page} from 'playwright-core'
import {expect} from 'vitest'
import {field, reveal} from './form-page.js'

/** The body field's rich-text editor (its contenteditable root). */
export const editable = (page: Page, fieldId = 'body'): Locator =>
  field(page, fieldId).locator('[data-slate-editor]')

/** Reveals the open document's body field, waits until it shows `firstText` and activates its editor. */
export async function activateBody(page: Page, firstText: string): Promise<void> {
  const body = field(page, 'body')
  await reveal(body)
  await expect.poll(() => body.textContent(), {timeout: 20_000}).toContain(firstText)
  const overlay = body.locator('[data-activate-overlay]')
  if (await overlay.count()) await overlay.click()
}

/** What the editor puts on the clipboard when its selection is copied: the data of each type. */
export const copySelection = (page: Page, fieldId = 'body'): Promise<Record<string, string>> =>
  editable(page, fieldId).evaluate((element) => {
    const transfer = new DataTransfer()
    element.dispatchEvent(
      new ClipboardEvent('copy', {clipboardData: transfer, bubbles: true, cancelable: true}),
    )
    return Object.fromEntries(transfer.types.map((type) => [type, transfer.getData(type)]))
  })

/** The editor's text as shown, a line per block, without the avatars and icons beside the blocks. */
export const shownText = (page: Page): Promise<string> =>
  editable(page).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement
    for (const gutter of copy.querySelectorAll('[data-block-gutter]')) gutter.remove()
    return Array.from(copy.children, (block) => block.textContent ?? '').join('\n')
  })

/**
 * Selects `from`–`to` in the editor's text node whose text is `wanted` (a DOM selection, which the
 * editor follows), focusing the editor. `from === to` puts the caret there. Focusing makes the editor
 * restore its own last selection a moment later (later still on a loaded machine), so the selection
 * is set after the focus has settled and set again until it holds.
 */
export async function selectText(page: Page, wanted: string, from: number, to = from): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const held = await editable(page).evaluate(
      async (root, [textWanted, start, end]) => {
        const find = () => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.textContent === textWanted) return node
          }
          throw new Error(`no text node "${String(textWanted)}"`)
        }
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
        if (!root.contains(document.activeElement)) {
          ;(root as HTMLElement).focus()
          await frame()
        }
        const target = find()
        document.getSelection()?.setBaseAndExtent(target, start as number, target, end as number)
        // The editor reads the DOM selection on `selectionchange`, which fires asynchronously.
        await new Promise((resolve) => setTimeout(resolve, 150))
        const selection = document.getSelection()
        const now = find()
        return (
          selection?.anchorNode === now &&
          selection.anchorOffset === start &&
          selection.focusNode === now &&
          selection.focusOffset === end
        )
      },
      [wanted, from, to] as const,
    )
    if (held) return
  }
  throw new Error(`the editor did not keep the selection in "${wanted}"`)
}
