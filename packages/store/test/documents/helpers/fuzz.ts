/**
 * The pieces of the convergence fuzz (convergence-fuzz.test.ts): a seeded random source, the
 * document a round starts from, and simulated editors that type the way the studio's inputs do:
 * read their own local value, edit it, send a `diffMatchPatch` from before to after.
 *
 * Every character in a round is unique, so the checks know exactly whose each one is and where it
 * stood: base text is ASCII (one per character of `BASE_ALPHABET`), and editor `e` types the CJK
 * characters from `U+4E00 + e × 0x800` on, a new one per keystroke (three UTF-8 bytes each, so the
 * patches' byte offsets differ from their string offsets, as with any non-ASCII text).
 */

export * from './fuzz-document.js'
export * from './fuzz-editor.js'
export * from './fuzz-final-checks.js'
export * from './fuzz-replay.js'
