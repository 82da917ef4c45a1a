import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Box, Button, Card, Flex, Stack, Text} from '@sanity/ui'

/** The panel's heading (spec/001 §8 'Invalid rich-text value'). */
export const INVALID_VALUE_TITLE = 'Invalid rich-text value'
/** What the panel says when the editor names no particular problem. */
export const INVALID_VALUE_FALLBACK = 'Some blocks do not match the schema of this field.'
export const IGNORE_TEXT = 'Ignore'

export interface InvalidValuePanelProps {
  /** What is wrong (the editor's or our own check's words); a general sentence when undefined. */
  description: string | undefined
  /** The fix button's text, when there is a fix. */
  action: string | undefined
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
export function InvalidValuePanel({description, action, readOnly, onIgnore, onFix}: InvalidValuePanelProps) {
  return (
    <Card padding={3} radius={2} tone="caution" border data-invalid-value-panel="">
      <Flex gap={3}>
        <Text size={1}>
          <WarningOutlineIcon />
        </Text>
        <Stack gap={3} flex={1}>
          <Text size={1} weight="semibold">
            {INVALID_VALUE_TITLE}
          </Text>
          <Text size={1}>{description ?? INVALID_VALUE_FALLBACK}</Text>
          <Flex gap={2}>
            <Button mode="ghost" fontSize={1} text={IGNORE_TEXT} onClick={onIgnore} />
            {!readOnly && action !== undefined && (
              <Box>
                <Button tone="caution" fontSize={1} text={action} onClick={onFix} />
              </Box>
            )}
          </Flex>
        </Stack>
      </Flex>
    </Card>
  )
}
