import {Button, Heading} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {richTextParagraphs, type FreeTrialContent} from './free-trial-types.js'

export interface FreeTrialContentViewProps {
  content: FreeTrialContent
  onCta(): void
  onClose(): void
}

/** Heading, image, description and buttons of a trial dialog or popover. */
export function FreeTrialContentView({content, onCta, onClose}: FreeTrialContentViewProps) {
  const imageUrl = content.image?.asset?.url ?? content.image?.url
  const paragraphs = richTextParagraphs(content.descriptionText)
  return (
    <Stack gap={4}>
      {imageUrl && (
        <img
          src={imageUrl}
          alt={content.image?.altText ?? ''}
          style={{display: 'block', width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 3}}
        />
      )}
      <Box paddingX={4} paddingTop={imageUrl ? 0 : 4}>
        <Stack gap={3}>
          {content.headingText && (
            <Heading size={1} as="h2">
              {content.headingText}
            </Heading>
          )}
          {paragraphs.map((paragraph, index) => (
            <Text key={index} size={1} muted>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Box>
      <Flex gap={2} justify="flex-end" paddingX={4} paddingBottom={4}>
        {content.secondaryButton?.text && (
          <Button mode="bleed" text={content.secondaryButton.text} onClick={onClose} />
        )}
        {content.ctaButton?.text && <Button tone="primary" text={content.ctaButton.text} onClick={onCta} />}
      </Flex>
    </Stack>
  )
}
