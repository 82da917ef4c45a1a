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

const counter = (level: number) => `pt-list-${level}`
const levels = Array.from({length: MAX_LIST_LEVEL}, (_, index) => index + 1)

/**
 * The CSS for list blocks rendered as siblings with `data-list-item` and `data-list-level`:
 * numbered items count with one CSS counter per level (a counter reset on a block reaches its
 * following siblings), deeper levels restart under each item, and any block that is not a numbered
 * item at a level restarts that level's numbering.
 */
export function listCss(): string {
  const rules = [`& > * { counter-reset: ${levels.map(counter).join(' ')}; }`]
  for (const level of levels) {
    const deeper = levels.filter((other) => other > level).map(counter)
    const item = `& > [data-list-item][data-list-level='${level}']`
    rules.push(
      `${item} { position: relative; margin-left: ${level * LIST_INDENT_PX}px; counter-reset: ${deeper.join(' ') || 'none'}; }`,
      `${item}[data-list-item='bullet'] { counter-reset: ${[counter(level), ...deeper].join(' ')}; }`,
      `${item}[data-list-item='number'] { counter-increment: ${counter(level)}; }`,
      `${item}::before { position: absolute; right: calc(100% + 0.5em); user-select: none; }`,
      `${item}[data-list-item='bullet']::before { content: '${bulletGlyph(level)}'; font-size: 0.75em; }`,
      `${item}[data-list-item='number']::before { content: counter(${counter(level)}, ${numberingStyle(level)}) '.'; }`,
      `${item}:not([data-list-item='bullet']):not([data-list-item='number'])::before { content: '–'; }`,
    )
  }
  return rules.join('\n')
}
