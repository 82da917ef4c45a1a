/**
 * Writes src/studio/theme/default-light-tone.ts: @sanity/ui's default theme, its light scheme's
 * default card tone rendered (every colour of every button, badge, input and selectable state), so
 * the studio does not compute it on the way to its first screen (see studio-theme.ts).
 * Run after upgrading @sanity/ui: `pnpm --filter @tessera/core theme:render`
 * (studio-theme.test.ts fails until the file matches the installed version).
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {buildTheme} from '@sanity/ui/theme'
import {encodeTone} from '../src/studio/theme/tone-codec.js'

const file = new URL('../src/studio/theme/default-light-tone.ts', import.meta.url)
const tone = buildTheme().v2?.color.light.default
if (!tone) throw new Error('@sanity/ui built no v2 light default tone')
const {version} = JSON.parse(
  readFileSync(new URL('../node_modules/@sanity/ui/package.json', import.meta.url), 'utf8'),
) as {version: string}
// Encoded (tone-codec.ts: 12.2 KiB gzip against 18.8 as plain JSON), in a string for JSON.parse, not
// an object literal: V8 reads large JSON faster than the same as code.
writeFileSync(
  file,
  [
    `// Written by scripts/render-default-tone.ts from @sanity/ui ${version}: do not edit.`,
    `import type {ThemeColorCard_v2} from '@sanity/ui/theme'`,
    `import {decodeTone} from './tone-codec.js'`,
    ``,
    `export const DEFAULT_LIGHT_TONE = decodeTone<ThemeColorCard_v2>(`,
    `  JSON.parse(${JSON.stringify(JSON.stringify(encodeTone(tone)))}),`,
    `)`,
    ``,
  ].join('\n'),
)
console.log(`wrote ${file.pathname}`)
