import {SearchIcon} from '@sanity/icons/Search'
import {Box, Button, Card, Flex, Heading, Stack, Text, TextArea} from '@sanity/ui'
import type {Tool} from '@tessera/core'
import {useClient} from '@tessera/kit'
import {useState} from 'react'

/** A small GROQ query runner against the workspace's dataset. */
function VisionTool() {
  const client = useClient()
  const [query, setQuery] = useState('*[_type == "post"]{title, "author": author->name}')
  const [result, setResult] = useState<string>()
  const run = () => {
    client.fetch(query).then(
      (answer: unknown) => setResult(JSON.stringify(answer, null, 2)),
      (error: unknown) => setResult(error instanceof Error ? error.message : String(error)),
    )
  }
  return (
    <Box padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Vision
        </Heading>
        <TextArea
          aria-label="GROQ query"
          rows={4}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{fontFamily: 'monospace'}}
        />
        <Flex>
          <Button text="Run query" tone="primary" onClick={run} />
        </Flex>
        {result !== undefined && (
          <Card padding={3} radius={2} border>
            <Text size={1}>
              <pre style={{margin: 0, whiteSpace: 'pre-wrap'}}>{result}</pre>
            </Text>
          </Card>
        )}
      </Stack>
    </Box>
  )
}

export const visionTool: Tool = {name: 'vision', title: 'Vision', icon: SearchIcon, component: VisionTool}
