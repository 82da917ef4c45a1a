import {Dialog} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {useLayoutEffect, useRef, useState} from 'react'
import {set, setIfMissing} from '../../../patch/patches.js'
import {useAssetServices} from '../../assets/asset-services.js'
import type {AssetValue} from '../../assets/upload-state.js'
import type {OnPatch} from '../../input-props.js'
import {AspectPreviews} from './aspect-previews.js'
import {DEFAULT_CROP, DEFAULT_HOTSPOT, type Crop, type Hotspot} from './crop-geometry.js'
import {ImageTool} from './image-tool.js'
import {useFormText} from '../../../i18n/form-strings.js'

/** spec/001 §9: the image tool's canvas is at most 1000 wide and 500 high. */
const CANVAS_MAX = {width: 1000, height: 500}

/**
 * spec/001 §2, §4: 'Edit hotspot and crop', shown while the hotspot path has focus (the image input
 * decides); values are stored as `crop` and `hotspot` when a drag ends.
 */
export function HotspotCropDialog({
  assetId,
  dimensions,
  value,
  readOnly,
  onChange,
  onClose,
}: {
  assetId: string
  dimensions?: {width: number; height: number}
  value: AssetValue
  readOnly: boolean
  onChange: OnPatch
  /** Clears the focus on the hotspot path (what closes the dialog, spec/001 §4). */
  onClose(): void
}) {
  const {imageUrls} = useAssetServices()
  const t = useFormText()
  const box = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState(0)
  const [draft, setDraft] = useState<{crop: Crop; hotspot: Hotspot} | undefined>(undefined)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return undefined
    setBoxWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.round(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const aspect = dimensions ? dimensions.width / dimensions.height : 1
  const available = Math.min(CANVAS_MAX.width, Math.max(0, boxWidth - 16))
  const width = Math.min(available, CANVAS_MAX.height * aspect)
  const height = width / aspect
  const src = imageUrls.image(assetId).width(CANVAS_MAX.width).fit('max').auto('format').url()
  const crop = draft?.crop ?? value.crop ?? DEFAULT_CROP
  const hotspot = draft?.hotspot ?? value.hotspot ?? DEFAULT_HOTSPOT

  return (
    <Dialog id="hotspot-crop-dialog" header={t('image.hotspot-crop-title')} width={2} onClose={onClose}>
      <Box padding={4} ref={box}>
        <Stack gap={4}>
          <Text size={1} muted>
            {t('image.hotspot-crop-help')}
          </Text>
          {width > 0 && (
            <ImageTool
              src={src}
              width={width}
              height={height}
              crop={crop}
              hotspot={hotspot}
              readOnly={readOnly}
              onDraft={setDraft}
              onCommit={(next) => {
                setDraft(undefined)
                onChange([
                  setIfMissing({_type: value._type ?? 'image'}),
                  set({_type: 'sanity.imageCrop', ...next.crop}, ['crop']),
                  set({_type: 'sanity.imageHotspot', ...next.hotspot}, ['hotspot']),
                ])
              }}
            />
          )}
          <AspectPreviews src={src} imageAspect={aspect} crop={crop} hotspot={hotspot} />
        </Stack>
      </Box>
    </Dialog>
  )
}
