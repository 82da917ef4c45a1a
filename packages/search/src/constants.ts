// Sizes and limits of the search UI (spec 000 §9).

/** The search opens fullscreen below this @sanity/ui media index (spec 000 §2.4: narrow widths). */
export const FULLSCREEN_BELOW_MEDIA_INDEX = 2

export const POPOVER_MAX_HEIGHT = 500
export const DIALOG_MAX_WIDTH = 800
export const DIALOG_MAX_HEIGHT = 735
export const DIALOG_TOP_VH = 12
export const DIALOG_GUTTER = 16

export const RESULT_ITEM_HEIGHT = 57
export const RESULT_OVERSCAN = 4
export const RECENT_ITEM_HEIGHT = 36
/** Results fade to this while a new search loads. */
export const LOADING_OPACITY = 0.5
export const SPINNER_ROTATION_MS = 500

export const FILTER_LIST_WIDTH = 300
export const FILTER_ITEM_HEIGHT = 45
export const TYPE_LIST_WIDTH = 250
export const TYPE_ITEM_HEIGHT = 37
export const TYPE_OVERSCAN = 20

export const FILTER_DESCRIPTION_MAX = 256
export const FILTER_TOOLTIP_MAX_TYPES = 10
export const FILTER_TITLE_MAX = {fullscreen: 25, popover: 40} as const
export const TYPE_PILL_MAX = {narrow: 20, wide: 40} as const

/** Score badge tones: at most 0.1 critical, 0.5 or more primary, otherwise default. */
export const SCORE_CRITICAL_AT_MOST = 0.1
export const SCORE_PRIMARY_FROM = 0.5

/** spec 000 §9: layer offset of the fullscreen search. */
export const FULLSCREEN_Z_OFFSET = 1200000

/** spec 000 §2.6: debug mode turns on when the URL hash contains this marker. */
export const DEBUG_HASH_MARKER = '_debug_search_score'
