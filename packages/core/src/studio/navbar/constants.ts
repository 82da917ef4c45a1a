declare const __TESSERA_VERSION__: string

/**
 * The studio version the help menu shows and sends to `/help` and `/journey/trial` (spec 000 §1): the
 * `tessera` package's version, which the build defines (tsup.config.ts; all packages share one version).
 */
export const STUDIO_VERSION: string = __TESSERA_VERSION__

/** Menu widths in px (spec 000 §9). */
export const USER_MENU_WIDTH = {min: 200, max: 300} as const
export const HELP_MENU_WIDTH = {min: 200, max: 300} as const
export const WORKSPACE_MENU_WIDTH = {min: 250, max: 350} as const
export const SIDEBAR_WIDTH = {min: 200, max: 280} as const
export const PRESENCE_MENU_MAX_WIDTH = 260
export const WORKSPACE_ICON_SIZE = 25

/** The navbar's layer offset (spec 000 §9). */
export const NAVBAR_Z_OFFSET = 200
