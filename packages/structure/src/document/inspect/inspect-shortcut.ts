/** Opens the inspect dialog from anywhere in the pane (a module of its own: the dialog loads on demand). */
export const INSPECT_SHORTCUT = 'Ctrl+Alt+I'
