import sharp, {type Sharp} from 'sharp'
import {LakeError} from '../errors.js'
import type {OutputFormat} from './image-params.js'
import type {RenderPlan} from './render-plan.js'
import type {Size} from './resize-plan.js'

export interface RenderOptions {
  /** sharp's `limitInputPixels`: the largest source it decodes. */
  maxInputPixels: number
  /** The whole render, every stage included, is abandoned after this long. */
  timeoutSeconds: number
}

/**
 * Blurs wider than this run on a smaller copy that is scaled back up: a Gaussian's cost grows with its
 * width, and at this width the copy loses nothing the blur would have kept.
 */
const DIRECT_BLUR_MAX_SIGMA = 20
/** AVIF's encoder effort (0–9): the cheap end; results are cached. */
const AVIF_EFFORT = 2

/**
 * Renders a plan from `render-plan.ts`. Steps sharp cannot chain in one pipeline (a turn after a cut,
 * a wide blur) go through raw pixels, whose size the plan's pixel budget bounds. Animated sources render
 * their first frame.
 */
export async function renderImage(source: string, plan: RenderPlan, options: RenderOptions): Promise<Buffer> {
  const deadline = Date.now() + options.timeoutSeconds * 1000
  const stage = new Stages(deadline)
  try {
    let image = await openSource(source, plan, options, stage)
    if (plan.region) image = image.extract(plan.region)
    if (plan.entropy) {
      image = image.resize({...plan.entropy, fit: 'cover', position: sharp.strategy.entropy})
    } else if (plan.resize) {
      image = image.resize({...plan.resize, fit: 'fill'})
    }
    if (plan.flipV) image = image.flip()
    if (plan.flipH) image = image.flop()
    // sharp turns before it cuts within one pipeline: turn the cut and scaled pixels in a second one.
    if (plan.rotate90) image = (await stage.raw(image)).rotate(90)
    if (plan.extend) image = image.extend({...plan.extend, background: plan.background})
    if (!supportsAlpha(plan.format)) image = image.flatten({background: plan.background})
    if (plan.blurSigma !== undefined) image = await blur(image, plan.blurSigma, plan.output, stage)
    if (plan.sharpenSigma !== undefined) image = image.sharpen({sigma: plan.sharpenSigma})
    if (plan.invert) image = image.negate({alpha: false})
    return await stage.finish(encode(image, plan.format, plan.quality ?? 75))
  } catch (err) {
    throw renderError(err)
  }
}

async function openSource(
  source: string,
  plan: RenderPlan,
  options: RenderOptions,
  stage: Stages,
): Promise<Sharp> {
  const limitInputPixels = options.maxInputPixels
  if (!plan.raster) return sharp(source, {limitInputPixels}).autoOrient()
  // An SVG is drawn at the density the output needs, at exactly the size the plan's coordinates assume.
  const {density, width, height} = plan.raster
  return stage.raw(sharp(source, {limitInputPixels, density}).resize({width, height, fit: 'fill'}))
}

async function blur(image: Sharp, sigma: number, size: Size, stage: Stages): Promise<Sharp> {
  if (sigma <= DIRECT_BLUR_MAX_SIGMA) return image.blur(sigma)
  const factor = DIRECT_BLUR_MAX_SIGMA / sigma
  const small = {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  }
  const smallSigma = Math.max(0.3, (sigma * small.width) / size.width)
  const blurred = await stage.raw((await stage.raw(image)).resize({...small, fit: 'fill'}).blur(smallSigma))
  return blurred.resize({...size, fit: 'fill'})
}

function supportsAlpha(format: OutputFormat): boolean {
  return format !== 'jpg' && format !== 'pjpg'
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpg':
      return image.jpeg({quality})
    case 'pjpg':
      return image.jpeg({quality, progressive: true})
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({quality})
    case 'avif':
      return image.avif({quality, effort: AVIF_EFFORT})
    case 'gif':
      return image.gif()
  }
}

/** Runs the pipelines of one render against a common deadline. */
class Stages {
  constructor(private readonly deadline: number) {}

  /** Runs a pipeline to 8-bit raw pixels and opens them as the next one. */
  async raw(image: Sharp): Promise<Sharp> {
    const {data, info} = await this.limit(image).raw({depth: 'uchar'}).toBuffer({resolveWithObject: true})
    return sharp(data, {raw: {width: info.width, height: info.height, channels: info.channels}})
  }

  finish(image: Sharp): Promise<Buffer> {
    return this.limit(image).toBuffer()
  }

  private limit(image: Sharp): Sharp {
    const left = Math.ceil((this.deadline - Date.now()) / 1000)
    if (left <= 0) throw timedOut()
    return image.timeout({seconds: left})
  }
}

function timedOut(): LakeError {
  return new LakeError(503, 'The image took too long to render; try a smaller size')
}

/** sharp's refusals as answers: a source over the pixel limit, a render over its time. */
function renderError(err: unknown): unknown {
  if (err instanceof LakeError) return err
  const message = err instanceof Error ? err.message : ''
  if (/timeout/i.test(message)) return timedOut()
  if (/exceeds pixel limit/i.test(message)) {
    return new LakeError(413, 'The source image is too large to transform')
  }
  return err
}
