import {Card} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {previewRegion, type Crop, type Hotspot} from './crop-geometry.js'
import {useFormText, type FormTextKey} from '../../../i18n/form-strings.js'

/** spec/001 §2, §9: the preview ratios 3:4, Square, 16:9 and Panorama (4). */
export const PREVIEW_RATIOS: readonly {title: string; aspect: number; label?: FormTextKey}[] = [
  {title: '3:4', aspect: 3 / 4},
  {title: 'Square', aspect: 1, label: 'image.ratio-square'},
  {title: '16:9', aspect: 16 / 9},
  {title: 'Panorama', aspect: 4, label: 'image.ratio-panorama'},
]

const PREVIEW_HEIGHT = 90

/**
 * The image as boxes of each ratio would show it with this crop and hotspot, drawn from the already
 * loaded image so they follow a drag live (the lake renders the same region from `rect` and `fp-x/y`).
 */
export function AspectPreviews({
  src,
  imageAspect,
  crop,
  hotspot,
}: {
  src: string
  imageAspect: number
  crop: Crop
  hotspot: Hotspot
}) {
  const t = useFormText()
  return (
    <Flex gap={3} wrap="wrap" data-testid="aspect-previews">
      {PREVIEW_RATIOS.map(({title, aspect, label}) => {
        const region = previewRegion(crop, hotspot, imageAspect, aspect)
        const boxHeight = PREVIEW_HEIGHT
        const boxWidth = boxHeight * aspect
        // The whole image scaled so the region fills the box.
        const scale = boxWidth / ((region.x1 - region.x0) * imageAspect)
        const imageWidth = imageAspect * scale
        return (
          <Stack key={title} gap={2}>
            <Card
              data-preview-ratio={title}
              radius={1}
              tone="transparent"
              style={{width: boxWidth, height: boxHeight, overflow: 'hidden', position: 'relative'}}
            >
              <img
                src={src}
                alt=""
                draggable={false}
                style={{
                  position: 'absolute',
                  maxWidth: 'none',
                  width: imageWidth,
                  height: scale,
                  left: -region.x0 * imageWidth,
                  top: -region.y0 * scale,
                }}
              />
            </Card>
            <Text size={0} muted>
              {label ? t(label) : title}
            </Text>
          </Stack>
        )
      })}
    </Flex>
  )
}
