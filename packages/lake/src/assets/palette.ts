import {DefaultGenerator} from '@vibrant/generator-default'
import {MMCQ} from '@vibrant/quantizer-mmcq'

type Swatch = ReturnType<typeof MMCQ>[number]

export interface PaletteSwatch {
  _type: 'sanity.imagePaletteSwatch'
  background: string
  foreground: string
  population: number
  title: string
}

export type ImagePalette = {_type: 'sanity.imagePalette'} & Partial<Record<SwatchName, PaletteSwatch>>

type SwatchName =
  'darkMuted' | 'lightVibrant' | 'darkVibrant' | 'vibrant' | 'dominant' | 'lightMuted' | 'muted'

const GENERATED: Record<Exclude<SwatchName, 'dominant'>, string> = {
  darkMuted: 'DarkMuted',
  lightVibrant: 'LightVibrant',
  darkVibrant: 'DarkVibrant',
  vibrant: 'Vibrant',
  lightMuted: 'LightMuted',
  muted: 'Muted',
}

/**
 * The seven swatches of an image, from RGBA pixels of a downscaled copy. Quantisation (MMCQ) and the
 * swatch selection come from node-vibrant's own packages; decoding stays with sharp, so no second image
 * library is loaded. As node-vibrant does, nearly transparent and near-white pixels are left out.
 * `dominant` is the most populous quantised colour. Populations are percentages of the counted pixels.
 * Swatches the generator cannot find are omitted.
 */
export async function extractPalette(rgba: Uint8Array): Promise<ImagePalette> {
  const pixels = keepCountedPixels(rgba)
  const palette: ImagePalette = {_type: 'sanity.imagePalette'}
  if (!pixels) return palette
  const swatches = MMCQ(pixels, {colorCount: 64})
  if (swatches.length === 0) return palette
  const total = swatches.reduce((sum, swatch) => sum + swatch.population, 0) || 1
  const generated = await DefaultGenerator(swatches)
  for (const [name, generatedName] of Object.entries(GENERATED) as [SwatchName, string][]) {
    const swatch = generated[generatedName]
    if (swatch) palette[name] = toSwatch(swatch, total)
  }
  const dominant = swatches.reduce((best, swatch) => (swatch.population > best.population ? swatch : best))
  palette.dominant = toSwatch(dominant, total)
  return palette
}

function toSwatch(swatch: Swatch, total: number): PaletteSwatch {
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: swatch.hex,
    foreground: swatch.bodyTextColor,
    population: Math.round((swatch.population / total) * 10_000) / 100,
    title: swatch.titleTextColor,
  }
}

/**
 * A copy with excluded pixels made fully transparent (the quantiser skips those). When nothing would be
 * left (an all-white image), white is counted after all; an all-transparent image has no palette.
 */
function keepCountedPixels(rgba: Uint8Array): Buffer | undefined {
  const pixels = Buffer.from(rgba)
  let kept = 0
  let visible = 0
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] < 125) {
      pixels[i + 3] = 0
      continue
    }
    visible++
    if (pixels[i] > 250 && pixels[i + 1] > 250 && pixels[i + 2] > 250) pixels[i + 3] = 0
    else kept++
  }
  if (kept > 0) return pixels
  if (visible === 0) return undefined
  for (let i = 0; i < pixels.length; i += 4) if (rgba[i + 3] >= 125) pixels[i + 3] = 255
  return pixels
}
