import {Button, Card, TextInput} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {Path, SchemaType} from '@tessera/types'
import {useEffect, useRef, useState} from 'react'
import {useFormContext} from '../builder/form-context.js'
import {set, unset} from '../patch/patches.js'
import {isRecord} from '../state/values.js'
import type {ObjectInputProps} from './input-props.js'
import {SINGLE_LINE_CONTAINMENT} from './synced-text/single-line-containment.js'
import {useStringField} from './synced-text/use-string-field.js'
import {firstError} from './option-list.js'
import {useFormText} from '../i18n/form-strings.js'

/** Longest slug the generate button makes without `options.maxLength` (spec/001 §9). */
export const DEFAULT_SLUG_MAX_LENGTH = 200

/** What a source function and a custom slugify get besides the value. */
export interface SlugContext {
  parent: unknown
  parentPath: Path
  documentId?: string
}

type SlugSource = string | ((document: unknown, context: SlugContext) => unknown)
type Slugify = (input: string, schemaType: SchemaType, context: SlugContext) => unknown

/** The default slugify: lowercase, accents dropped, anything but letters and digits as single dashes. */
export function defaultSlugify(input: string): string {
  return input
    .toLowerCase()
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The value at `path` inside `value` (field names, indexes, `{_key}`). */
function valueAtPath(value: unknown, path: readonly unknown[]): unknown {
  let current = value
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (typeof segment === 'number') current = current[segment]
      else if (isRecord(segment) && typeof segment._key === 'string')
        current = current.find((item) => isRecord(item) && item._key === segment._key)
      else return undefined
    } else if (isRecord(current) && typeof segment === 'string') current = current[segment]
    else return undefined
  }
  return current
}

/** Turns the source into the slug: from the source field or function, slugified and cut to length. */
async function generateSlug(
  type: SchemaType,
  document: Record<string, unknown> | undefined,
  context: SlugContext,
): Promise<string> {
  const options = (type.options ?? {}) as {source?: SlugSource; slugify?: Slugify; maxLength?: unknown}
  const source = options.source
  if (!source) throw new Error('missing source')
  const sourceValue =
    typeof source === 'function' ? await source(document, context) : valueAtPath(document, source.split('.'))
  const input = typeof sourceValue === 'string' || typeof sourceValue === 'number' ? String(sourceValue) : ''
  const slug = options.slugify ? await options.slugify(input, type, context) : defaultSlugify(input)
  const maxLength =
    typeof options.maxLength === 'number' && options.maxLength > 0
      ? options.maxLength
      : DEFAULT_SLUG_MAX_LENGTH
  return String(slug ?? '').slice(0, maxLength)
}

type Generation = {state: 'idle'} | {state: 'pending'} | {state: 'error'; message: string}

/**
 * A slug: its `current` text and a Generate button that makes it from `options.source` (a field path
 * or a function of the document) with `options.slugify` or the default, cut to `options.maxLength`
 * (default 200). The field's first validation error is the text field's validity message.
 */
export function SlugInput({node, onChange}: ObjectInputProps) {
  const t = useFormText()
  const {getDocument, documentId} = useFormContext()
  const currentText = useStringField<HTMLInputElement>(node, onChange, 'current')
  const [generation, setGeneration] = useState<Generation>({state: 'idle'})
  const latest = useRef(0)
  useEffect(
    () => () => {
      latest.current += 1 // nothing lands after unmount
    },
    [],
  )

  const generate = async () => {
    const run = ++latest.current
    if (!(node.schemaType.options as {source?: unknown} | undefined)?.source) {
      setGeneration({state: 'error', message: 'missing source'})
      return
    }
    setGeneration({state: 'pending'})
    const parentPath = node.path.slice(0, -1)
    const document = getDocument()
    try {
      const slug = await generateSlug(node.schemaType, document, {
        parent: valueAtPath(document, parentPath),
        parentPath,
        documentId,
      })
      if (run !== latest.current) return
      setGeneration({state: 'idle'})
      onChange([slug === '' ? unset(['current']) : set(slug, ['current'])])
    } catch (error) {
      if (run !== latest.current) return
      setGeneration({state: 'error', message: error instanceof Error ? error.message : String(error)})
    }
  }

  const pending = generation.state === 'pending'
  return (
    <Stack gap={2}>
      <Flex gap={1}>
        <Box flex={1}>
          <TextInput
            id={node.id}
            {...currentText}
            style={SINGLE_LINE_CONTAINMENT}
            readOnly={node.readOnly}
            customValidity={firstError(node.validation)}
          />
        </Box>
        {!node.readOnly && (
          <Button
            mode="ghost"
            text={pending ? t('slug.generating') : t('slug.generate')}
            disabled={pending}
            aria-busy={pending}
            data-state={generation.state}
            onClick={() => void generate()}
          />
        )}
      </Flex>
      {generation.state === 'error' && (
        <Card padding={2} radius={2} tone="critical" role="alert">
          <Text size={1}>{generation.message}</Text>
        </Card>
      )}
    </Stack>
  )
}
