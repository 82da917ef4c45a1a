/** The preview layouts (spec 000 §3). */
export type PreviewLayout = 'default' | 'compact' | 'block' | 'blockImage' | 'detail' | 'inline' | 'media'

/** Height (and width where fixed) of each layout in px (spec 000 §3 'Preview layout sizes'). */
export const PREVIEW_SIZES: Record<PreviewLayout, {width?: number; height: number}> = {
  block: {height: 33},
  blockImage: {width: 600, height: 400},
  compact: {height: 25},
  default: {height: 33},
  detail: {height: 73},
  inline: {height: 15},
  media: {width: 160, height: 160},
}

/** What a preview without a title says. */
export const UNTITLED = 'Untitled'
