import {ArrowLeftIcon} from '@sanity/icons/ArrowLeft'
import {ThListIcon} from '@sanity/icons/ThList'
import {Box, Button, Container, Flex, Heading, Stack, Text} from '@sanity/ui'
import {useActiveWorkspace, useStudioRouter, type Tool, type ToolComponentProps} from '@tessera/core'
import {DocumentForm} from '@tessera/form'
import {useSchema} from '@tessera/kit'
import {useCallback, useEffect} from 'react'
import {DocumentList} from './document-list.js'

/** `/edit/<type>/<id>` below the tool's segment. */
function parseToolPath(toolPath: string): {type: string; id: string} | undefined {
  const match = /^\/edit\/([^/]+)\/([^/]+)$/.exec(toolPath)
  return match ? {type: decodeURIComponent(match[1]!), id: decodeURIComponent(match[2]!)} : undefined
}

/**
 * A stand-in for the structure tool (its own issue): the documents of each type, and a document's
 * form at `/structure/edit/<type>/<id>`. The edit and create intents land on that form.
 */
function StructureTool({tool, toolPath, intent}: ToolComponentProps) {
  const router = useStudioRouter()
  const {basePath} = useActiveWorkspace()
  const schema = useSchema()
  const toolBase = `${basePath}/${tool.name}`
  const open = useCallback(
    (type: string, id: string, replace = false) =>
      router.navigate(`${toolBase}/edit/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {replace}),
    [router, toolBase],
  )
  const create = useCallback(
    (type: string, replace = false) => open(type, crypto.randomUUID(), replace),
    [open],
  )

  useEffect(() => {
    if (!intent) return
    const {id, type} = intent.params as {id?: string; type?: string}
    if (intent.name === 'edit' && id && type) open(type, id.replace(/^drafts\./, ''), true)
    else if (intent.name === 'create' && type) create(type, true)
  }, [intent, open, create])

  const editing = parseToolPath(toolPath)
  if (intent) return null
  if (editing) {
    const typeTitle = schema.get(editing.type)?.title ?? editing.type
    return (
      <Flex direction="column" style={{height: '100%'}}>
        <Container width={2} paddingX={4} paddingTop={4} paddingBottom={2} style={{width: '100%'}}>
          <Flex align="center" gap={2}>
            <Button
              mode="bleed"
              icon={ArrowLeftIcon}
              aria-label="Back to the documents"
              onClick={() => router.navigate(toolBase)}
            />
            <Heading as="h1" size={1}>
              {typeTitle}
            </Heading>
            <Text size={1} muted>
              {editing.id}
            </Text>
          </Flex>
        </Container>
        <Box flex={1} style={{minHeight: 0}}>
          <DocumentForm key={editing.id} documentId={editing.id} documentType={editing.type} />
        </Box>
      </Flex>
    )
  }
  return (
    <Box padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Structure
        </Heading>
        <DocumentList onOpen={(type, id) => open(type, id)} onCreate={(type) => create(type)} />
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
