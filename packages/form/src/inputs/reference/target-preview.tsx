import {Badge} from '@sanity/ui'
import {Flex} from '@tessera/kit/primitives'
import {Preview, type PreviewLayout} from '@tessera/kit'
import type {PreviewValue} from '@tessera/types'
import {useNarrowLayout} from './reference-layout.js'
import type {ReferenceInfo} from './reference-services.js'
import {useReferenceMessages} from './use-reference-messages.js'

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined

/** Draft and published status of a target (spec/001 §4 'Document status indicator'). */
export function TargetStatus({draft, published}: {draft: boolean; published: boolean}) {
  const M = useReferenceMessages()
  if (!draft && !published) return null
  const label = draft && published ? 'statusEdited' : draft ? 'statusDraft' : 'statusPublished'
  return (
    <Badge
      tone={label === 'statusPublished' ? 'positive' : 'caution'}
      fontSize={0}
      data-testid="reference-status"
      data-status={label.replace('status', '').toLowerCase()}
    >
      {M[label]}
    </Badge>
  )
}

/** The preview the input shows for a target: the draft's when there is one, with the status. */
export function TargetPreview({
  info,
  layout = 'default',
  fallbackTitle,
}: {
  info: ReferenceInfo
  layout?: PreviewLayout
  /** Shown as subtitle when the preview has none (the type's title). */
  fallbackTitle?: string
}) {
  const preview: PreviewValue = info.preview.draft ?? info.preview.published ?? {}
  // Narrow (spec/001 §2): the status goes under the title, so the title keeps the width.
  const narrow = useNarrowLayout()
  return (
    <Flex
      align={narrow ? 'flex-start' : 'center'}
      direction={narrow ? 'column' : 'row'}
      gap={2}
      flex={1}
      style={{minWidth: 0}}
    >
      <Flex flex={narrow ? undefined : 1} style={{minWidth: 0, width: narrow ? '100%' : undefined}}>
        <Preview
          layout={layout}
          title={text(preview.title)}
          subtitle={text(preview.subtitle) ?? fallbackTitle}
          media={typeof preview.media === 'string' ? preview.media : undefined}
        />
      </Flex>
      <TargetStatus draft={info.draft} published={info.published} />
    </Flex>
  )
}
