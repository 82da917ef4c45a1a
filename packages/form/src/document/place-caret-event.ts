/**
 * Sent (bubbling, cancelable) on a rich-text block the form reveals, before the form puts a DOM caret
 * at its start itself. The rich-text editor cancels it when it puts its own caret there: a caret set
 * in the DOM reaches the editor only on a later, throttled `selectionchange`, so a key typed at once
 * would still go to the editor's previous caret.
 */
export const PLACE_CARET_EVENT = 'tessera:place-caret'
