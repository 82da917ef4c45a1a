import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {Path, SchemaType, ValidationMarker} from '@tessera/types'
import {fieldTitlePathText, resolveFieldTitlePath} from './resolve-field-title-path.js'
import {LEVEL_ICONS, LEVEL_ORDER, LEVEL_TONES, type ValidationLevel} from './validation-summary.js'

function LevelIcon({level}: {level: ValidationLevel}) {
  const Icon = LEVEL_ICONS[level]
  return (
    <Card as="span" tone={LEVEL_TONES[level]} style={{background: 'transparent', display: 'inline-flex'}}>
      <Text size={1} accent>
        <Icon />
      </Text>
    </Card>
  )
}

/**
 * The validation menu's items: its summary, then every marker (errors first) with its field's title
 * and message. Their code loads when the menu is first wanted (`LazyMenuButton`).
 */
export function ValidationSummaryItems({
  markers,
  schemaType,
  value,
  onJump,
  label,
}: {
  markers: readonly ValidationMarker[]
  schemaType: SchemaType
  value?: Record<string, unknown> | null
  onJump(path: Path): void
  /** The summary ('2 errors, 1 warning'). */
  label: string
}) {
  const sorted = markers
    .map((marker, index) => ({marker, index}))
    .sort((a, b) => LEVEL_ORDER[a.marker.level] - LEVEL_ORDER[b.marker.level] || a.index - b.index)
  return (
    <>
      <Box paddingX={3} paddingY={2}>
        <Text size={1} muted weight="medium">
          {label}
        </Text>
      </Box>
      <MenuDivider />
      {sorted.map(({marker, index}) => {
        const field =
          fieldTitlePathText(resolveFieldTitlePath(schemaType, marker.path, value ?? undefined)) ||
          (schemaType.title ?? schemaType.name)
        return (
          <MenuItem
            key={index}
            onClick={() => onJump(marker.path)}
            data-validation-marker={marker.level}
            padding={3}
          >
            <Flex gap={3} align="flex-start">
              <LevelIcon level={marker.level} />
              <Stack flex={1} gap={2} style={{minWidth: 0}}>
                <Text size={1} weight="medium" textOverflow="ellipsis">
                  {field}
                </Text>
                <Text size={1} muted>
                  {marker.message}
                </Text>
              </Stack>
            </Flex>
          </MenuItem>
        )
      })}
    </>
  )
}
