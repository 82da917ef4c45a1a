import type {CSSProperties} from 'react'

/**
 * The style of a one-line text input a person types into: its size never depends on its text (one
 * line high, as wide as its box), so it is declared as such and the browser lays out only the input
 * for each keystroke. Without it, inserting a character marked every ancestor for layout and the
 * browser re-laid out the page from its root inside the keystroke (~0.9 ms in the kitchen-sink
 * document, 4–6 ms at 4× CPU throttle; ~0.2 ms with it). `1lh` is the input's own line height, so
 * its height is what its text gave it before.
 */
export const SINGLE_LINE_CONTAINMENT: CSSProperties = {
  contain: 'size layout',
  containIntrinsicBlockSize: '1lh',
}
