import type {Locator, Page} from 'playwright-core'
import {field} from './form-page.js'

/** The body field's rich-text editor (its contenteditable root). */
export const editable = (page: Page, fieldId = 'body'): Locator =>
  field(page, fieldId).locator('[data-slate-editor]')

/** The editor's text as shown, a line per block, without the avatars and icons beside the blocks. */
export const shownText = (page: Page): Promise<string> =>
  editable(page).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement
    for (const gutter of copy.querySelectorAll('[data-block-gutter]')) gutter.remove()
    return Array.from(copy.children, (block) => block.textContent ?? '').join('\n')
  })

/**
 * Selects `from`–`to` in the editor's text node whose text is `wanted` (a DOM selection, which the
 * editor follows), focusing the editor. `from === to` puts the caret there.
 */
export async function selectText(page: Page, wanted: string, from: number, to = from): Promise<void> {
  await editable(page).evaluate(
    (root, [textWanted, start, end]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent !== textWanted) continue
        ;(root as HTMLElement).focus()
        document.getSelection()?.setBaseAndExtent(node, start as number, node, end as number)
        return
      }
      throw new Error(`no text node "${String(textWanted)}"`)
    },
    [wanted, from, to] as const,
  )
  // The editor reads the DOM selection on `selectionchange`, which fires asynchronously.
  await page.waitForTimeout(150)
}
