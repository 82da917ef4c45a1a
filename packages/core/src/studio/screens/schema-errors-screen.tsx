import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {Card, Flex, Heading, Stack, Text} from '@sanity/ui'
import {Code} from '@sanity/ui/code'
import type {ResolveProblem} from '../../resolve/types.js'
import {ScreenLayout} from './screen-layout.js'

/**
 * The studio cannot start: every workspace has errors (spec 000 §2.2, §5: schema errors block startup).
 * Lists each error with its workspace and where it is.
 */
export function SchemaErrorsScreen({problems}: {problems: ResolveProblem[]}) {
  const errors = problems.filter((problem) => problem.severity === 'error')
  const schemaErrors = errors.some((problem) => problem.kind === 'schema')
  return (
    <ScreenLayout width={2}>
      <Flex align="center" gap={3}>
        <Text size={3}>
          <ErrorOutlineIcon />
        </Text>
        <Heading as="h1" size={2}>
          {schemaErrors ? 'Schema errors' : 'Configuration errors'}
        </Heading>
      </Flex>
      <Text muted>
        {schemaErrors
          ? 'The studio cannot start until the schema errors below are fixed.'
          : 'The studio cannot start until the configuration errors below are fixed.'}
      </Text>
      <Stack gap={3} as="ul" style={{padding: 0, margin: 0, listStyle: 'none'}}>
        {errors.map((problem, index) => (
          <Card as="li" key={index} padding={3} radius={2} tone="critical" border>
            <Stack gap={2}>
              <Text size={1} weight="semibold">
                {[problem.workspaceName, problem.property, problem.pluginPath?.join(' › ')]
                  .filter(Boolean)
                  .join(' · ') || 'Studio configuration'}
              </Text>
              <Text size={1}>{problem.message}</Text>
              {problem.detail && <Code size={1}>{problem.detail}</Code>}
            </Stack>
          </Card>
        ))}
      </Stack>
    </ScreenLayout>
  )
}
