import {AssetServicesBoundary, useAssetServices} from '../../inputs/assets/asset-services.js'
import {imageSources, type ImageSource} from '../../inputs/assets/image-urls.js'

/** The thumbnail's box (an image block object previews as the image, spec/001 §2). */
const WIDTH = 120
const HEIGHT = 80

/** An image block object's picture, cropped to the thumbnail by its hotspot and crop. */
export function BlockImagePreview({source, alt}: {source: ImageSource; alt: string}) {
  return (
    <AssetServicesBoundary>
      <Thumbnail source={source} alt={alt} />
    </AssetServicesBoundary>
  )
}

function Thumbnail({source, alt}: {source: ImageSource; alt: string}) {
  const {imageUrls} = useAssetServices()
  return (
    <img
      data-block-image=""
      alt={alt}
      loading="lazy"
      width={WIDTH}
      height={HEIGHT}
      style={{display: 'block', objectFit: 'cover', borderRadius: 2}}
      {...imageSources(imageUrls, source, WIDTH, HEIGHT)}
    />
  )
}

/** The image source of a block object's value, when it is an image with an asset. */
export function imageSourceOf(value: unknown): ImageSource | undefined {
  const ref = (value as {asset?: {_ref?: unknown}} | null)?.asset?._ref
  return typeof ref === 'string' ? (value as ImageSource) : undefined
}
