import {Card, Skeleton} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '../../primitives/index.js'
import {createElement, isValidElement, type ComponentType, type ReactNode} from 'react'
import {PREVIEW_SIZES, UNTITLED, type PreviewLayout} from './preview-sizes.js'
import {INVALID_PREVIEW_SUBTITLE, INVALID_PREVIEW_TITLE} from './preview-value.js'
import {useTranslationWithDefaults} from '../../hooks/use-translation-with-defaults.js'

export interface PreviewProps {
  title?: ReactNode
  subtitle?: ReactNode
  description?: ReactNode
  /** An image URL, an icon component or any element. */
  media?: ReactNode | ComponentType | string
  /** Right-hand slot (badges, status). */
  status?: ReactNode
  /** A date beside the texts (the preview value `date`, as text), in the default and detail layouts. */
  date?: string
  layout?: PreviewLayout
  /** Shows a skeleton of the layout's size while the values load. */
  isPlaceholder?: boolean
}

function Media({media, size}: {media: PreviewProps['media']; size: number}) {
  if (media === undefined || media === null || media === false) return null
  let content: ReactNode
  if (typeof media === 'string') {
    content = <img src={media} alt="" style={{width: '100%', height: '100%', objectFit: 'cover'}} />
  } else if (typeof media === 'function') {
    content = <Text size={1}>{createElement(media as ComponentType)}</Text>
  } else if (isValidElement(media)) {
    content = media
  } else {
    return null
  }
  return (
    <Flex
      align="center"
      justify="center"
      style={{width: size, height: size, flex: 'none', overflow: 'hidden', borderRadius: 3}}
      data-preview-media=""
    >
      {content}
    </Flex>
  )
}

/** The shell's namespace: a locale's `studio` bundle translates the preview's placeholder title too. */
const STUDIO_TEXTS_NAMESPACE = 'studio'
const PREVIEW_TEXTS = {
  'preview.untitled': UNTITLED,
  'preview.invalid-title': INVALID_PREVIEW_TITLE,
  'preview.invalid-subtitle': INVALID_PREVIEW_SUBTITLE,
}

/**
 * A document (or any value) at a glance, in one of the layouts of spec 000 §3. A missing title reads
 * 'Untitled'.
 */
export function Preview({
  title,
  subtitle: givenSubtitle,
  description,
  media,
  status,
  date,
  layout = 'default',
  isPlaceholder,
}: PreviewProps) {
  const size = PREVIEW_SIZES[layout]
  const {t} = useTranslationWithDefaults(STUDIO_TEXTS_NAMESPACE, PREVIEW_TEXTS)
  // The placeholder of a preview whose values cannot be shown (INVALID_PREVIEW) in the locale.
  const invalid = title === INVALID_PREVIEW_TITLE && givenSubtitle === INVALID_PREVIEW_SUBTITLE
  const subtitle = invalid ? t('preview.invalid-subtitle') : givenSubtitle
  const untitled = title === undefined || title === null || title === ''
  const shownTitle = untitled ? t('preview.untitled') : invalid ? t('preview.invalid-title') : title

  if (isPlaceholder) {
    return (
      <Flex
        align="center"
        gap={2}
        style={{height: size.height, width: size.width}}
        data-preview-layout={layout}
      >
        {layout !== 'inline' && (
          <Skeleton animated radius={2} style={{width: size.height, height: size.height}} />
        )}
        <Stack gap={2} flex={1}>
          <Skeleton animated radius={1} style={{height: 8, width: '60%'}} />
          {layout !== 'compact' && layout !== 'inline' && (
            <Skeleton animated radius={1} style={{height: 6, width: '40%'}} />
          )}
        </Stack>
      </Flex>
    )
  }

  if (layout === 'inline') {
    return (
      <span
        data-preview-layout="inline"
        style={{display: 'inline-flex', alignItems: 'center', gap: 4, height: size.height}}
      >
        <Media media={media} size={size.height} />
        <span style={{fontStyle: untitled ? 'italic' : undefined}}>{shownTitle}</span>
      </span>
    )
  }

  if (layout === 'media' || layout === 'blockImage') {
    return (
      <Card
        radius={2}
        overflow="hidden"
        style={{width: size.width, maxWidth: '100%'}}
        data-preview-layout={layout}
      >
        <Box style={{height: size.height, maxHeight: size.width}}>
          <Media media={media} size={size.height} />
        </Box>
        {layout === 'blockImage' && (
          <Box padding={2}>
            <Text size={1} muted={untitled} textOverflow="ellipsis">
              {shownTitle}
            </Text>
          </Box>
        )}
      </Card>
    )
  }

  const mediaSize = layout === 'detail' ? 55 : layout === 'compact' ? 21 : 33
  return (
    <Flex align="center" gap={2} style={{minHeight: size.height}} data-preview-layout={layout}>
      <Media media={media} size={mediaSize} />
      <Stack gap={2} flex={1} style={{minWidth: 0}}>
        <Text size={1} weight="medium" textOverflow="ellipsis" muted={untitled}>
          {shownTitle}
        </Text>
        {subtitle && layout !== 'compact' && (
          <Text size={0} muted textOverflow="ellipsis">
            {subtitle}
          </Text>
        )}
        {description && layout === 'detail' && (
          <Text size={0} muted>
            {description}
          </Text>
        )}
      </Stack>
      {date && (layout === 'default' || layout === 'detail') && (
        <Box style={{flex: 'none'}}>
          <Text size={0} muted data-preview-date="">
            {date}
          </Text>
        </Box>
      )}
      {status && <Box style={{flex: 'none'}}>{status}</Box>}
    </Flex>
  )
}
