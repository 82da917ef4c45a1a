import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useFormText} from '../../i18n/form-strings.js'
import type {InvalidBlockText} from './find-invalid-block.js'

export interface InvalidValuePanelProps {
  /** What is wrong (the editor's or our own check's words); a general sentence when undefined. */
  description: string | undefined
  /** The fix button's text, when there is a fix. */
  action: string | undefined
  /**
   * Our own check's description and fix as keys (`findInvalidBlock`'s `text`), shown in the studio's
   * locale instead of the two strings; the editor's own words come without.
   */
  text?: {description: InvalidBlockText; action: InvalidBlockText}
  readOnly: boolean
  onIgnore: () => void
  onFix: () => void
}

/**
 * Shown when the field holds blocks the schema does not allow (an unknown style, mark or list type, a
 * missing key, a child that is not a span or an allowed inline object): what is wrong, an Ignore
 * button (the editor then shows what it can and lets the rest be), and, when the field is editable
 * and the editor knows one, the fix (for example 'Remove the object').
 */
export function InvalidValuePanel({
  description,
  action,
  text,
  readOnly,
  onIgnore,
  onFix,
}: InvalidValuePanelProps) {
  const t = useFormText()
  const translate = ({key, values}: InvalidBlockText) => t(`rich-text.invalid.${key}`, values)
  const shownDescription = text ? translate(text.description) : description
  const shownAction = text && action !== undefined ? translate(text.action) : action
  return (
    <Card padding={3} radius={2} tone="caution" border data-invalid-value-panel="">
      <Flex gap={3}>
        <Text size={1}>
          <WarningOutlineIcon />
        </Text>
        <Stack gap={3} flex={1}>
          <Text size={1} weight="semibold">
            {/* spec/001 §8 'Invalid rich-text value'. */}
            {t('rich-text.invalid.title')}
          </Text>
          <Text size={1}>{shownDescription ?? t('rich-text.invalid.fallback')}</Text>
          <Flex gap={2}>
            <Button mode="ghost" fontSize={1} text={t('rich-text.invalid.ignore')} onClick={onIgnore} />
            {!readOnly && shownAction !== undefined && (
              <Box>
                <Button tone="caution" fontSize={1} text={shownAction} onClick={onFix} />
              </Box>
            )}
          </Flex>
        </Stack>
      </Flex>
    </Card>
  )
}
