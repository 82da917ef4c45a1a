/** spec/001 §9: the editor is 15em high (the whole screen in fullscreen). */
export const EDITOR_HEIGHT = '15em'
