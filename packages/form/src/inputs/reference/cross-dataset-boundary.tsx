import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import type {SchemaType} from '@tessera/types'
import {useMemo, type ReactNode} from 'react'
import {of} from 'rxjs'
import {
  ReferenceServicesProvider,
  useReferenceServices,
  type ReferenceServices,
} from './reference-services.js'
import {crossDatasetOf, studioUrlOf, targetTypesOf} from './reference-value.js'
import {useReferenceMessages} from './use-reference-messages.js'

/**
 * Runs a cross-dataset reference's input against the other dataset: below it the reference
 * services search and preview there (spec/001 §7), links come from the schema's `studioUrl`, and
 * nothing is created or opened beside (those are this dataset's). When the feature is off (spec/001
 * §5, §6), or no other dataset can be reached, the warning card with its clear button instead.
 */
export function CrossDatasetBoundary({
  type,
  hasValue,
  readOnly,
  onClear,
  children,
}: {
  type: SchemaType
  hasValue: boolean
  readOnly: boolean
  onClear(): void
  children: ReactNode
}) {
  const services = useReferenceServices()
  const dataset = crossDatasetOf(type)
  const foreign = useMemo<ReferenceServices | undefined>(() => {
    const crossDataset = services.crossDataset
    if (!services.crossDatasetEnabled || !crossDataset || !dataset) return undefined
    const targets = targetTypesOf(type)
    const studioUrl = studioUrlOf(type)
    return {
      ...services,
      search: (options) => crossDataset.search(dataset, targets, options),
      observeInfo: (id) => crossDataset.observeInfo(dataset, targets, id),
      createOptions: () => of([]),
      documentHref: (id, targetType) => studioUrl?.({id, type: targetType}) ?? undefined,
      openBeside: undefined,
    }
  }, [services, type, dataset])
  if (!foreign) return <CrossDatasetDisabled hasValue={hasValue} readOnly={readOnly} onClear={onClear} />
  return <ReferenceServicesProvider value={foreign}>{children}</ReferenceServicesProvider>
}

/** spec/001 §2, §6: the feature-disabled warning card, with a clear button when there is a value. */
export function CrossDatasetDisabled({
  hasValue,
  readOnly,
  onClear,
}: {
  hasValue: boolean
  readOnly: boolean
  onClear(): void
}) {
  const M = useReferenceMessages()
  return (
    <Card padding={3} radius={2} border tone="caution" data-testid="cross-dataset-disabled">
      <Flex gap={3} align="flex-start" wrap="wrap">
        <Text size={1}>
          <WarningOutlineIcon />
        </Text>
        <Stack gap={2} flex={1} style={{minWidth: 200}}>
          <Text size={1} weight="semibold">
            {M.crossDatasetDisabledTitle}
          </Text>
          <Text size={1}>{M.crossDatasetDisabledDescription}</Text>
        </Stack>
        {hasValue && !readOnly && <Button mode="ghost" tone="critical" text={M.clear} onClick={onClear} />}
      </Flex>
    </Card>
  )
}
