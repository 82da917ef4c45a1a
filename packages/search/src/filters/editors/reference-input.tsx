import {Button, Card, TextInput} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import type {ReferenceValue} from '@tessera/store'
import {useState, type ReactNode} from 'react'
import {useSearchText} from '../../messages.js'

/** Finds documents to pick for a reference filter (connected: the store's reference search). */
export type ReferenceFinder = (
  text: string,
  types: readonly string[] | undefined,
) => Promise<{id: string; type: string}[]>

export interface ReferenceInputProps {
  value: ReferenceValue | null
  /** Allowed target types; every document type when absent (the pinned 'references' filter). */
  types?: readonly string[]
  find?: ReferenceFinder
  renderPreview?(hit: {id: string; type: string}): ReactNode
  onChange(value: ReferenceValue | null): void
}

/** Picks one document: type to search, choose a hit; the chosen one shows with a Clear button. */
export function ReferenceInput(props: ReferenceInputProps) {
  const t = useSearchText()
  const [text, setText] = useState('')
  const [hits, setHits] = useState<{id: string; type: string}[]>([])
  const [failed, setFailed] = useState<string | null>(null)
  if (props.value?._ref) {
    return (
      <Stack gap={2}>
        <Card border radius={2} padding={2}>
          {props.renderPreview?.({id: props.value._ref, type: props.value._type ?? ''}) ?? (
            <Text size={1}>{props.value._ref}</Text>
          )}
        </Card>
        <Button
          mode="ghost"
          fontSize={1}
          text={t('search.filter.reference-clear')}
          onClick={() => props.onChange(null)}
        />
      </Stack>
    )
  }
  const search = (next: string) => {
    setText(next)
    if (!props.find || next.trim() === '') return setHits([])
    props.find(next, props.types).then(
      (found) => {
        setFailed(null)
        setHits(found.slice(0, 10))
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    )
  }
  return (
    <Stack gap={2}>
      <TextInput
        fontSize={1}
        aria-label={t('search.filter.reference-find')}
        placeholder={t('search.filter.reference-placeholder')}
        value={text}
        onChange={(event) => search(event.currentTarget.value)}
      />
      {failed && (
        <Text size={1} muted>
          {failed}
        </Text>
      )}
      <Stack gap={1} role="listbox" aria-label={t('search.filter.reference-hits')}>
        {hits.map((hit) => (
          <Card
            key={hit.id}
            as="button"
            type="button"
            role="option"
            radius={2}
            padding={1}
            style={{border: 0, textAlign: 'left'}}
            onClick={() => props.onChange({_ref: hit.id, _type: hit.type})}
          >
            {props.renderPreview?.(hit) ?? (
              <Box padding={1}>
                <Text size={1}>{hit.id}</Text>
              </Box>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  )
}
