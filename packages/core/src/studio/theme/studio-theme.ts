import {studioTheme as sanityUiDefaultTheme} from '@sanity/ui'
import {
  THEME_COLOR_CARD_TONES,
  v2_v0,
  type RootTheme,
  type ThemeColorScheme_v2,
  type ThemeColorSchemes_v2,
} from '@sanity/ui/theme'
import {DEFAULT_LIGHT_TONE} from './default-light-tone.js'

/** Like @sanity/ui's own lazy theme parts: computed on first read, then a plain value. */
function defineLazy<T extends object, K extends keyof T>(target: T, key: K, read: () => T[K]): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = read()
      Object.defineProperty(target, key, {value, enumerable: true, configurable: false, writable: false})
      return value
    },
  })
}

/**
 * The studio's theme: @sanity/ui's default theme, with the light scheme's default card tone rendered
 * ahead of time (`default-light-tone.ts`, written by `scripts/render-default-tone.ts`).
 *
 * @sanity/ui renders a card tone's colours on first use: several thousand colour values (every button
 * mode, tone and state, badges, inputs, selectables), 130–185 ms of the main thread on the way to the
 * first screen on a 2-core machine, for the one tone every screen starts with. Reading them instead
 * costs ~12 KiB of gzip in the first load (`tone-codec.ts` writes each shape and value once; plain
 * JSON was 18.8 KiB). The other light tones (a critical banner, a transparent card) and the dark
 * scheme are still rendered by @sanity/ui when first used; the first of
 * them renders the default tone once more, since @sanity/ui derives the others from its background.
 *
 * Built from @sanity/ui's `studioTheme`, which is `buildTheme()` with no options, not from a call of
 * our own: @sanity/ui's index module builds it as it loads, and bundlers keep that call (they cannot
 * tell it has no side effects), so a second `buildTheme()` here computed the same tokens again on the
 * way to the first screen. It is deprecated as an export, not as a value; the object is not changed.
 */
export function buildStudioTheme(): RootTheme {
  const built = sanityUiDefaultTheme
  const v2 = built.v2
  if (!v2) return built
  const rendered: ThemeColorSchemes_v2 = v2.color
  const light = {} as ThemeColorScheme_v2
  for (const tone of THEME_COLOR_CARD_TONES) {
    if (tone === 'default') light.default = DEFAULT_LIGHT_TONE
    else defineLazy(light, tone, () => rendered.light[tone])
  }
  const color = {light} as ThemeColorSchemes_v2
  defineLazy(color, 'dark', () => rendered.dark)
  return v2_v0({...v2, color})
}
