import {ThListIcon} from '@sanity/icons/ThList'
import {Box, Card, Flex, Heading, Stack, Text} from '@sanity/ui'
import type {Tool, ToolComponentProps} from '@tessera/core'
import {useClient, useSchema} from '@tessera/kit'
import {getDocumentTypeNames} from '@tessera/schema'
import {useEffect, useState} from 'react'

interface Row {
  _id: string
  _type: string
  title?: string
  _updatedAt: string
}

/**
 * A stand-in for the structure tool (its own issue): lists the documents of each type, newest first,
 * so the dev studio shows its seeded content.
 */
function StructureTool({intent}: ToolComponentProps) {
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

  const types = getDocumentTypeNames(schema)
  return (
    <Box padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Structure
        </Heading>
        {intent && (
          <Card padding={3} radius={2} tone="primary" border>
            <Text size={1}>
              Opened for the {intent.name} intent: {JSON.stringify(intent.params)}
            </Text>
          </Card>
        )}
        {error && <Text>{error}</Text>}
        {!rows && !error && <Text muted>Loading documents…</Text>}
        {rows &&
          types.map((typeName) => {
            const ofType = rows.filter((row) => row._type === typeName)
            return (
              <Stack key={typeName} gap={2} data-type={typeName}>
                <Text weight="semibold">
                  {schema.get(typeName)?.title ?? typeName} ({ofType.length})
                </Text>
                {ofType.map((row) => (
                  <Card key={row._id} padding={2} radius={2} border>
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
    </Box>
  )
}

export const structureTool: Tool = {
  name: 'structure',
  title: 'Structure',
  icon: ThListIcon,
  component: StructureTool,
  canHandleIntent: (intent) => intent === 'edit' || intent === 'create',
}
