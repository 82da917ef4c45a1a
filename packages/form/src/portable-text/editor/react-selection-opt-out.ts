/**
 * Keeps React's commit phase from measuring the editor's selection (issue 14, typing performance).
 *
 * Before every commit of any React root, react-dom records the selection of the focused element so it
 * can put it back if the commit moved focus ("getSelectionInformation"; "restoreSelection" after the
 * commit). For an element whose `contentEditable` property is 'true' that record is a character offset
 * found by walking every DOM node of the element: with the caret in a 500-block body, about 14,000
 * nodes on every commit anywhere in the studio, several times per keystroke (most of a keystroke's
 * time at 4× CPU throttle).
 *
 * The editing host hides that from React: its own `contentEditable` property reads 'inherit' (the
 * attribute, which is what the browser edits by, is untouched; `isContentEditable` still says true).
 * React then records no selection offsets for it and, if a commit ever moved focus away, only focuses
 * it again. That is all the editor needs: it owns its DOM selection and writes it from its own model
 * after each of its renders and on focus, so React's offset restore was never what placed the caret
 * (nor could it be right: it counts characters of the whole element, gutters included).
 *
 * Returns a function that removes the override.
 */
export function optOutOfReactSelectionRestore(element: HTMLElement): () => void {
  const inherited = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable')
  if (!inherited?.get || !inherited.set) return () => {}
  const set = inherited.set
  Object.defineProperty(element, 'contentEditable', {
    configurable: true,
    enumerable: inherited.enumerable ?? true,
    get: () => 'inherit',
    set: (value: string) => set.call(element, value),
  })
  return () => {
    delete (element as {contentEditable?: string}).contentEditable
  }
}
