import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {Badge, Button, Card, Dialog} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {useState} from 'react'
import type {ResolveProblem} from '../../../resolve/types.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface ConfigIssuesViewProps {
  problems: readonly ResolveProblem[]
  /** Opens the dialog on first render (stories). */
  defaultOpen?: boolean
}

function ProblemRow({problem}: {problem: ResolveProblem}) {
  const t = useStudioText()
  const error = problem.severity === 'error'
  return (
    <Card padding={3} radius={2} tone={error ? 'critical' : 'caution'} border>
      <Flex gap={3}>
        <Text size={1}>{error ? <ErrorOutlineIcon /> : <WarningOutlineIcon />}</Text>
        <Stack flex={1} gap={2}>
          <Flex gap={2} wrap="wrap">
            <Badge tone={error ? 'critical' : 'caution'} fontSize={0}>
              {error ? t('config-issues.error') : t('config-issues.warning')}
            </Badge>
            {problem.workspaceName && <Badge fontSize={0}>{problem.workspaceName}</Badge>}
            {problem.property && (
              <Badge fontSize={0} tone="primary">
                {problem.property}
              </Badge>
            )}
          </Flex>
          <Text size={1}>{problem.message}</Text>
          {problem.detail && (
            <Text size={1} muted>
              {problem.detail}
            </Text>
          )}
        </Stack>
      </Flex>
    </Card>
  )
}

/** A navbar button that opens the list of configuration and schema problems (spec 000 §2.4). */
export function ConfigIssuesView({problems, defaultOpen = false}: ConfigIssuesViewProps) {
  const t = useStudioText()
  const [open, setOpen] = useState(defaultOpen)
  if (problems.length === 0) return null
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  const summary = [
    errors > 0 ? t('config-issues.errors', {count: errors}) : '',
    warnings > 0 ? t('config-issues.warnings', {count: warnings}) : '',
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <>
      <Button
        mode="bleed"
        tone={errors > 0 ? 'critical' : 'caution'}
        icon={WarningOutlineIcon}
        aria-label={t('config-issues.label', {summary})}
        title={t('config-issues.label', {summary})}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Dialog
          id="config-issues"
          header={t('config-issues.title', {summary})}
          width={2}
          onClose={() => setOpen(false)}
          onClickOutside={() => setOpen(false)}
        >
          <Box padding={4}>
            <Stack gap={3}>
              {problems.map((problem, index) => (
                <ProblemRow key={index} problem={problem} />
              ))}
            </Stack>
          </Box>
        </Dialog>
      )}
    </>
  )
}
