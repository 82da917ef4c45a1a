import {buildTheme} from '@sanity/ui/theme'
import {gzipSync} from 'node:zlib'
import {describe, expect, it} from 'vitest'
import {decodeTone, encodeTone} from '../../../src/studio/theme/tone-codec.js'

describe('the tone codec', () => {
  it('gives back the tone it encoded, keys in their order, values of every kind', () => {
    const tone = {
      _blend: 'multiply',
      _dark: false,
      button: {
        default: {enabled: {bg: '#fff', fg: '#111'}, hovered: {bg: '#eee', fg: '#111'}},
        ghost: {enabled: {bg: '#fff', fg: '#222'}, hovered: {bg: '#ddd', fg: null}},
      },
      opacity: 0.5,
    }
    const decoded = decodeTone<typeof tone>(JSON.parse(JSON.stringify(encodeTone(tone))))
    expect(decoded).toEqual(tone)
    expect(Object.keys(decoded)).toEqual(Object.keys(tone))
    expect(Object.keys(decoded.button.ghost.hovered)).toEqual(['bg', 'fg'])
  })

  it("writes @sanity/ui's light default tone in far fewer bytes than its JSON", () => {
    const tone = buildTheme().v2!.color.light.default
    const encoded = encodeTone(tone)
    expect(decodeTone(encoded)).toEqual(tone)
    const gzip = (text: string) => gzipSync(text).length
    expect(gzip(JSON.stringify(encoded))).toBeLessThan(0.7 * gzip(JSON.stringify(tone)))
  })

  it('refuses an encoding whose values do not fit its shapes', () => {
    const encoded = encodeTone({a: {b: 'x', c: 'y'}})
    expect(() => decodeTone({...encoded, leaves: [...encoded.leaves, 0]})).toThrow(
      'the encoded tone has values its shapes do not place',
    )
  })
})
