import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import type {OnPatch} from '../inputs/input-props.js'
import {unset} from '../patch/patches.js'
import type {UnknownField} from '../state/types.js'
import {jsonOf} from './json-of.js'
import {englishFormText, useFormText, type FormText} from '../i18n/form-strings.js'

export interface UnknownFieldsPanelProps {
  fields: UnknownField[]
  /** Patches relative to the object holding the fields. */
  onChange: OnPatch
  readOnly: boolean
}

/** 'Encountered 2 fields that are not defined in the schema.' (one field: 'field that is'). */
export function unknownFieldsMessage(count: number, t: FormText = englishFormText): string {
  return count === 1 ? t('unknown-fields.one') : t('unknown-fields.other', {count})
}

/**
 * Values under names the schema does not declare (spec/001 §2): each with its JSON (indented by 2) and
 * 'Remove field' (`unset([name])`), hidden when read-only. Nothing when there are none.
 */
export function UnknownFieldsPanel({fields, onChange, readOnly}: UnknownFieldsPanelProps) {
  const t = useFormText()
  if (fields.length === 0) return null
  return (
    <Card
      padding={4}
      radius={2}
      tone="caution"
      border
      data-unknown-fields={fields.map((field) => field.name).join(',')}
    >
      <Flex gap={3}>
        <Box>
          <Text size={1}>
            <WarningOutlineIcon />
          </Text>
        </Box>
        <Stack gap={4} flex={1}>
          <Text size={1} weight="semibold">
            {t('unknown-fields.title')}
          </Text>
          <Text size={1}>{unknownFieldsMessage(fields.length, t)}</Text>
          <Text size={1} muted>
            {t('unknown-fields.help')}
          </Text>
          {fields.map((field) => (
            <Stack key={field.name} gap={2} data-unknown-field={field.name}>
              <Flex align="center" gap={2}>
                <Box flex={1}>
                  <Text size={1} weight="medium">
                    {field.name}
                  </Text>
                </Box>
                {!readOnly && (
                  <Button
                    mode="ghost"
                    tone="critical"
                    fontSize={1}
                    text={t('unknown-fields.remove')}
                    aria-label={t('unknown-fields.remove-label', {name: field.name})}
                    onClick={() => onChange([unset([field.name])])}
                  />
                )}
              </Flex>
              <Card padding={3} radius={2} tone="inherit" border overflow="auto">
                <Code size={1} language="json">
                  {jsonOf(field.value)}
                </Code>
              </Card>
            </Stack>
          ))}
        </Stack>
      </Flex>
    </Card>
  )
}
