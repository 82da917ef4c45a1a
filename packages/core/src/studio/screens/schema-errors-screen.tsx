import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {Card, Heading} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import type {ResolveProblem} from '../../resolve/types.js'
import {useStudioText} from '../../i18n/studio-strings.js'
import {ScreenLayout} from './screen-layout.js'

/**
 * The studio cannot start: every workspace has errors (spec 000 §2.2, §5: schema errors block startup).
 * Lists each error with its workspace and where it is.
 */
export function SchemaErrorsScreen({problems}: {problems: ResolveProblem[]}) {
  const t = useStudioText()
  const errors = problems.filter((problem) => problem.severity === 'error')
  const schemaErrors = errors.some((problem) => problem.kind === 'schema')
  return (
    <ScreenLayout width={2}>
      <Flex align="center" gap={3}>
        <Text size={3}>
          <ErrorOutlineIcon />
        </Text>
        <Heading as="h1" size={2}>
          {schemaErrors ? t('screen.schema-errors.title') : t('screen.config-errors.title')}
        </Heading>
      </Flex>
      <Text muted>
        {schemaErrors ? t('screen.schema-errors.description') : t('screen.config-errors.description')}
      </Text>
      <Stack gap={3} as="ul" style={{padding: 0, margin: 0, listStyle: 'none'}}>
        {errors.map((problem, index) => (
          <Card as="li" key={index} padding={3} radius={2} tone="critical" border>
            <Stack gap={2}>
              <Text size={1} weight="semibold">
                {[problem.workspaceName, problem.property, problem.pluginPath?.join(' › ')]
                  .filter(Boolean)
                  .join(' · ') || t('screen.config-errors.studio')}
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
