import {AddIcon} from '@sanity/icons/Add'
import {Button, Card, Flex, Stack, Text} from '@sanity/ui'
import {useClient, useSchema} from '@tessera/kit'
import {getDocumentTypeNames} from '@tessera/schema'
import {useEffect, useState} from 'react'

interface Row {
  _id: string
  _type: string
  title?: string
  _updatedAt: string
}

export interface DocumentListProps {
  onOpen: (type: string, id: string) => void
  onCreate: (type: string) => void
}

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '')

/** Every document type with its documents, newest first (one row per draft/published pair). */
export function DocumentList({onOpen, onCreate}: DocumentListProps) {
  const client = useClient()
  const schema = useSchema()
  const [rows, setRows] = useState<Row[] | undefined>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    client
      .fetch<Row[]>(
        '*[!(_id in path("_.**"))] | order(_updatedAt desc) [0...200] {_id, _type, _updatedAt, "title": coalesce(title, name, _id)}',
      )
      .then(
        (result) => live && setRows(result),
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
      )
    return () => {
      live = false
    }
  }, [client])

  if (error) return <Text>{error}</Text>
  if (!rows) return <Text muted>Loading documents…</Text>
  return (
    <Stack gap={5}>
      {getDocumentTypeNames(schema).map((typeName) => {
        const seen = new Set<string>()
        const ofType = rows.filter((row) => {
          const id = publishedIdOf(row._id)
          if (row._type !== typeName || seen.has(id)) return false
          seen.add(id)
          return true
        })
        const title = schema.get(typeName)?.title ?? typeName
        return (
          <Stack key={typeName} gap={2} data-type={typeName}>
            <Flex align="center" justify="space-between">
              <Text weight="semibold">
                {title} ({ofType.length})
              </Text>
              <Button
                mode="bleed"
                icon={AddIcon}
                fontSize={1}
                padding={2}
                aria-label={`New ${title}`}
                onClick={() => onCreate(typeName)}
              />
            </Flex>
            {ofType.map((row) => (
              <Card
                key={row._id}
                as="button"
                padding={2}
                radius={2}
                border
                onClick={() => onOpen(row._type, publishedIdOf(row._id))}
              >
                <Flex justify="space-between" gap={3}>
                  <Text size={1}>{row.title}</Text>
                  <Text size={1} muted>
                    {row._id.startsWith('drafts.') ? 'Draft' : 'Published'}
                  </Text>
                </Flex>
              </Card>
            ))}
          </Stack>
        )
      })}
    </Stack>
  )
}
