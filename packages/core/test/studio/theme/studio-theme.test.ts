import {studioTheme} from '@sanity/ui'
import {buildTheme, getScopedTheme, THEME_COLOR_CARD_TONES} from '@sanity/ui/theme'
import {describe, expect, it} from 'vitest'
import {DEFAULT_LIGHT_TONE} from '../../../src/studio/theme/default-light-tone.js'
import {buildStudioTheme} from '../../../src/studio/theme/studio-theme.js'

describe('the studio theme', () => {
  it("has the light default tone @sanity/ui renders (run 'pnpm --filter @tessera/core theme:render' if not)", () => {
    expect(DEFAULT_LIGHT_TONE).toEqual(buildTheme().v2?.color.light.default)
  })

  it('gives every scheme and tone the colours of the default theme, as components read them', () => {
    const studio = buildStudioTheme()
    const reference = buildTheme()
    for (const scheme of ['light', 'dark'] as const) {
      for (const tone of THEME_COLOR_CARD_TONES) {
        const ours = getScopedTheme(studio, scheme, tone).sanity
        const theirs = getScopedTheme(reference, scheme, tone).sanity
        expect(ours.v2?.color, `${scheme} ${tone}`).toEqual(theirs.v2?.color)
        // The v0 colours older components read are derived from the same.
        expect(ours.color, `${scheme} ${tone} (v0)`).toEqual(theirs.color)
      }
    }
    expect(studio.v2?.space).toBe(reference.v2?.space)
  })

  it('reads the default light tone without rendering colours', () => {
    const studio = buildStudioTheme()
    const light = studio.v2?.color.light
    expect(light?.default).toBe(DEFAULT_LIGHT_TONE)
    // The other tones are still rendered on first read, as @sanity/ui does.
    expect(Object.getOwnPropertyDescriptor(light, 'critical')?.get).toBeTypeOf('function')
    expect(light?.critical.bg).toBe(buildTheme().v2?.color.light.critical.bg)
    expect(Object.getOwnPropertyDescriptor(light, 'critical')?.get).toBeUndefined()
  })

  it('reuses the theme @sanity/ui builds as it loads, instead of building the same tokens again', () => {
    const studio = buildStudioTheme()
    // The same rendered scheme objects: no second buildTheme() behind them.
    expect(studio.v2?.color.dark).toBe(studioTheme.v2?.color.dark)
    expect(studio.v2?.color.light.critical).toBe(studioTheme.v2?.color.light.critical)
  })
})
