import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Button, Card, type CardTone} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {randomKey} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import type {ReactNode} from 'react'
import type {OnPatch} from '../inputs/input-props.js'
import {prefixPatches, set, unset, type FormPatch} from '../patch/patches.js'
import type {ErrorMember, FormMemberError} from '../state/types.js'
import {useFormText, type FormText} from '../i18n/form-strings.js'
import {jsonOf} from './json-of.js'
import {conversionOffers, untypedObjectOffers} from './type-conversions.js'

export interface MemberErrorProps {
  member: ErrorMember
  /** Patches relative to the node holding the member (the object for a field, the array for items). */
  onChange: OnPatch
  readOnly: boolean
  /**
   * The field's type (INCOMPATIBLE_TYPE) or the array's type (item errors), when the caller knows it:
   * conversion offers then match the type's name, and an untyped item can be given the array's only
   * object type.
   */
  schemaType?: SchemaType
}

type ErrorOf<T extends FormMemberError['type']> = Extract<FormMemberError, {type: T}>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every object item lacking a `_key` gets a fresh one; the rest stay as they are. */
export function withMissingKeys(items: readonly unknown[]): unknown[] {
  return items.map((item) =>
    isRecord(item) && typeof item._key !== 'string' ? {...item, _key: randomKey()} : item,
  )
}

/** The first item with a key keeps it; each later one becomes '<key>_deduped_<index>'. */
export function withUniqueKeys(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>()
  return items.map((item, index) => {
    if (!isRecord(item) || typeof item._key !== 'string') return item
    if (!seen.has(item._key)) {
      seen.add(item._key)
      return item
    }
    return {...item, _key: `${item._key}_deduped_${index}`}
  })
}

function Panel({
  tone,
  title,
  children,
  actions,
  error,
}: {
  tone: CardTone
  title: string
  children?: ReactNode
  actions?: ReactNode
  error: string
}) {
  const Icon = tone === 'critical' ? ErrorOutlineIcon : WarningOutlineIcon
  return (
    <Card padding={4} radius={2} tone={tone} border data-error={error}>
      <Flex gap={3}>
        <Box>
          <Text size={1}>
            <Icon />
          </Text>
        </Box>
        <Stack gap={4} flex={1}>
          <Text size={1} weight="semibold">
            {title}
          </Text>
          {children}
          {actions && (
            <Flex gap={2} wrap="wrap">
              {actions}
            </Flex>
          )}
        </Stack>
      </Flex>
    </Card>
  )
}

/** Stands in for `_key` in a translated sentence, which is then split around it. */
const KEY_MARK = '\u0000'

/** A panel sentence with `_key` set as code where the locale puts it. */
function KeySentence({
  t,
  text,
}: {
  t: FormText
  text: 'panel.missing-keys.description' | 'panel.duplicate-keys.description'
}) {
  const [before, after = ''] = t(text, {key: KEY_MARK}).split(KEY_MARK)
  return (
    <Text size={1}>
      {before}
      <code>_key</code>
      {after}
    </Text>
  )
}

function JsonBlock({value}: {value: unknown}) {
  return (
    <Card padding={3} radius={2} tone="inherit" border overflow="auto">
      <Code size={1} language="json">
        {jsonOf(value)}
      </Code>
    </Card>
  )
}

function IncompatibleType({
  name,
  error,
  onChange,
  readOnly,
  schemaType,
}: {
  name: string
  error: ErrorOf<'INCOMPATIBLE_TYPE'>
  onChange: OnPatch
  readOnly: boolean
  schemaType?: SchemaType
}) {
  const t = useFormText()
  const send = (patches: FormPatch[]) => onChange(prefixPatches(patches, name))
  const offers = conversionOffers(error.value, {
    jsonType: error.expectedJsonType,
    typeName: schemaType?.name,
  })
  const actions = readOnly ? undefined : (
    <>
      {offers.map((offer) => (
        <Button
          key={offer.type}
          mode="ghost"
          tone="primary"
          fontSize={1}
          text={t('panel.convert-to', {type: offer.type})}
          onClick={() => send([set(offer.value)])}
        />
      ))}
      <Button
        mode="ghost"
        tone="critical"
        fontSize={1}
        text={t('panel.reset-value')}
        onClick={() => send([unset()])}
      />
    </>
  )
  return (
    <Panel tone="critical" title={t('panel.incompatible.title')} error={error.type} actions={actions}>
      <Text size={1}>{t('panel.incompatible.description', {name})}</Text>
      <Stack gap={2}>
        <Text size={1}>{t('panel.incompatible.current-type', {type: error.actualJsonType})}</Text>
        <Text size={1}>
          {t('panel.incompatible.expected-type', {type: schemaType?.name ?? error.expectedJsonType})}
        </Text>
      </Stack>
      <JsonBlock value={error.value} />
    </Panel>
  )
}

function UndeclaredType({
  error,
  onChange,
  readOnly,
  schemaType,
}: {
  error: ErrorOf<'UNDECLARED_TYPE'>
  onChange: OnPatch
  readOnly: boolean
  schemaType?: SchemaType
}) {
  const t = useFormText()
  const item = error.value
  const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
  const objectTypes = (schemaType?.of ?? []).filter((type) => type.jsonType === 'object')
  const offers =
    key === undefined
      ? []
      : untypedObjectOffers(
          item,
          objectTypes.map((type) => type.name),
        )
  return (
    <Card padding={3} radius={2} tone="caution" border data-error={error.type} data-item-key={key}>
      <Stack gap={3}>
        <Flex align="center" gap={2}>
          <Stack gap={2} flex={1}>
            <Text size={1} weight="semibold">
              {t('panel.undeclared.title', {type: error.typeName})}
            </Text>
            <Text size={1} muted>
              {t('panel.undeclared.description')}
            </Text>
          </Stack>
          {!readOnly &&
            key !== undefined &&
            offers.map((offer) => (
              <Button
                key={offer.type}
                mode="ghost"
                tone="primary"
                fontSize={1}
                text={t('panel.convert-to', {type: offer.type})}
                onClick={() => onChange([set(offer.value, [{_key: key}])])}
              />
            ))}
          {!readOnly && key !== undefined && (
            <Button
              mode="ghost"
              tone="critical"
              fontSize={1}
              text={t('panel.remove')}
              onClick={() => onChange([unset([{_key: key}])])}
            />
          )}
        </Flex>
        <JsonBlock value={item} />
      </Stack>
    </Card>
  )
}

/**
 * A member that cannot be edited as it is, with its fix (spec/001 §5 'Array rules' and 'Type conversion
 * offers', §8): a field of the wrong JSON type (convert or reset), array items without keys, with
 * duplicate keys or mixing primitives and objects, and items of an undeclared type (remove only). Fixes
 * are hidden when read-only. Field fixes are prefixed with the field's name; array fixes set the array.
 */
export function MemberError({member, onChange, readOnly, schemaType}: MemberErrorProps) {
  const t = useFormText()
  const {error} = member
  switch (error.type) {
    case 'INCOMPATIBLE_TYPE':
      return (
        <IncompatibleType
          name={member.name}
          error={error}
          onChange={onChange}
          readOnly={readOnly}
          schemaType={schemaType}
        />
      )
    case 'MISSING_KEYS':
      return (
        <Panel
          tone="caution"
          title={t('panel.missing-keys.title')}
          error={error.type}
          actions={
            !readOnly && (
              <Button
                mode="ghost"
                fontSize={1}
                text={t('panel.missing-keys.fix')}
                onClick={() => onChange([set(withMissingKeys(error.value))])}
              />
            )
          }
        >
          <KeySentence t={t} text="panel.missing-keys.description" />
        </Panel>
      )
    case 'DUPLICATE_KEYS':
      return (
        <Panel
          tone="caution"
          title={t('panel.duplicate-keys.title')}
          error={error.type}
          actions={
            !readOnly && (
              <Button
                mode="ghost"
                fontSize={1}
                text={t('panel.duplicate-keys.fix')}
                onClick={() => onChange([set(withUniqueKeys(error.value))])}
              />
            )
          }
        >
          <KeySentence t={t} text="panel.duplicate-keys.description" />
          <Text size={1}>{t('panel.duplicate-keys.keys', {keys: error.keys.join(', ')})}</Text>
        </Panel>
      )
    case 'MIXED_ARRAY':
      return (
        <Panel
          tone="critical"
          title={t('panel.mixed-array.title')}
          error={error.type}
          actions={
            !readOnly && (
              <Button
                mode="ghost"
                tone="critical"
                fontSize={1}
                text={t('panel.mixed-array.fix')}
                onClick={() => onChange([set(error.value.filter(isRecord))])}
              />
            )
          }
        >
          <Text size={1}>{t('panel.mixed-array.description')}</Text>
          <JsonBlock value={error.value} />
        </Panel>
      )
    case 'UNDECLARED_TYPE':
      return <UndeclaredType error={error} onChange={onChange} readOnly={readOnly} schemaType={schemaType} />
    default: {
      const type = (error as {type: string}).type
      return (
        <Card padding={3} radius={2} tone="critical" border data-error={type}>
          <Text size={1}>{t('panel.unexpected', {type})}</Text>
        </Card>
      )
    }
  }
}
