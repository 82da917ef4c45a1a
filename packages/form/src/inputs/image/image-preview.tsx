import {Card, Spinner} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {useLayoutEffect, useRef, useState} from 'react'
import {useAssetServices} from '../assets/asset-services.js'
import {imageSources} from '../assets/image-urls.js'
import {useFormText} from '../../i18n/form-strings.js'

/** spec/001 §9: the preview's height. */
export const IMAGE_PREVIEW_HEIGHT = 190

/**
 * The whole image (no crop) drawn through the lake's transform endpoint at the size it takes on the
 * page: the box's width, at most 190 px high, with one URL per pixel ratio, loaded lazily.
 */
export function ImagePreview({
  assetId,
  dimensions,
  alt,
}: {
  assetId: string
  dimensions?: {width: number; height: number}
  alt: string
}) {
  const t = useFormText()
  const box = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState(0)
  const [loadFailed, setLoadFailed] = useState(false)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return undefined
    setBoxWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.round(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const {imageUrls} = useAssetServices()
  const aspect = dimensions ? dimensions.width / dimensions.height : 1
  const drawnWidth = Math.min(boxWidth, IMAGE_PREVIEW_HEIGHT * aspect)
  const drawnHeight = drawnWidth / aspect
  return (
    <Card ref={box} tone="transparent" radius={2} style={{height: IMAGE_PREVIEW_HEIGHT, overflow: 'hidden'}}>
      <Flex align="center" justify="center" height="fill">
        {loadFailed ? (
          <Text size={1} muted data-testid="image-preview-failed">
            {/* spec/001 §8: shown when the preview image does not load (the spec names no text). */}
            {t('image.load-failed')}
          </Text>
        ) : drawnWidth > 0 ? (
          <img
            data-testid="image-preview"
            alt={alt}
            loading="lazy"
            width={Math.round(drawnWidth)}
            height={Math.round(drawnHeight)}
            style={{display: 'block', objectFit: 'contain'}}
            {...imageSources(imageUrls, {asset: {_ref: assetId}}, drawnWidth)}
            onError={() => setLoadFailed(true)}
          />
        ) : (
          <Spinner muted />
        )}
      </Flex>
    </Card>
  )
}
