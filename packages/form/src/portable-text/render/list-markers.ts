/**
 * List markers (spec/001 §2): bullets cycle through three glyphs by level, numbers through three
 * numbering styles, and each level indents 32 px. Levels run from 1 to 9.
 */
export const LIST_INDENT_PX = 32
export const MAX_LIST_LEVEL = 9

const BULLETS = ['●', '○', '■'] as const
const NUMBERINGS = ['decimal', 'lower-alpha', 'lower-roman'] as const

/** The level a block is shown at: 1 when missing, kept within 1..9. */
export function listLevel(level: unknown): number {
  return typeof level === 'number' && Number.isFinite(level)
    ? Math.min(MAX_LIST_LEVEL, Math.max(1, Math.round(level)))
    : 1
}

export const bulletGlyph = (level: number): string => BULLETS[(listLevel(level) - 1) % BULLETS.length]!

export const numberingStyle = (level: number): (typeof NUMBERINGS)[number] =>
  NUMBERINGS[(listLevel(level) - 1) % NUMBERINGS.length]!

const levels = Array.from({length: MAX_LIST_LEVEL}, (_, index) => index + 1)

/**
 * The CSS for list blocks rendered as siblings with `data-list-item` and `data-list-level`: each level
 * indents 32 px, bullets show their level's glyph, and a numbered item shows its `data-list-marker`
 * ('3.', 'c.', 'iii.'), which is computed from the value (list-numbers.ts) because CSS counters cannot
 * number across blocks that are each contained (`content-visibility: auto`).
 */
export function listCss(): string {
  const rules: string[] = []
  for (const level of levels) {
    const item = `& > [data-list-item][data-list-level='${level}']`
    rules.push(
      `${item} { position: relative; margin-left: ${level * LIST_INDENT_PX}px; }`,
      `${item}::before { position: absolute; right: calc(100% + 0.5em); user-select: none; }`,
      `${item}[data-list-item='bullet']::before { content: '${bulletGlyph(level)}'; font-size: 0.75em; }`,
      `${item}[data-list-item='number']::before { content: attr(data-list-marker); }`,
      `${item}:not([data-list-item='bullet']):not([data-list-item='number'])::before { content: '–'; }`,
    )
  }
  return rules.join('\n')
}
