/** Free-trial content as `/journey/trial` sends it (spec 000 §3). */
export interface FreeTrialContent {
  id: string
  dialogType?: 'popover' | 'dialog'
  headingText?: string
  /** Rich text: blocks whose spans carry `text`. */
  descriptionText?: unknown
  image?: {asset?: {url?: string}; url?: string; altText?: string} | null
  ctaButton?: {text?: string; action?: 'openUrl' | 'openNext' | 'close'; url?: string} | null
  secondaryButton?: {text?: string} | null
}

export interface FreeTrialResponse {
  id?: string
  daysLeft?: number
  totalDays?: number
  showOnLoad?: FreeTrialContent | null
  showOnClick?: FreeTrialContent | null
}

/** Above this share of the trial elapsed, the progress ring changes colour (spec 000 §4). */
export const TRIAL_LATE_RATIO = 0.75

/** How much of the trial has elapsed, 0 to 1; undefined without day counts. */
export function trialElapsedRatio(
  daysLeft: number | undefined,
  totalDays: number | undefined,
): number | undefined {
  if (typeof daysLeft !== 'number' || typeof totalDays !== 'number' || totalDays <= 0) return undefined
  return Math.min(1, Math.max(0, (totalDays - daysLeft) / totalDays))
}

/** The plain text of each block of a rich-text value (the description has no marks worth keeping). */
export function richTextParagraphs(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (!Array.isArray(value)) return []
  return value.flatMap((block: {children?: {text?: unknown}[]} | null) => {
    if (!block || !Array.isArray(block.children)) return []
    const text = block.children.map((span) => (typeof span?.text === 'string' ? span.text : '')).join('')
    return text === '' ? [] : [text]
  })
}
