import {Card, Dialog, Tab, TabList, TabPanel} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {useState} from 'react'
import {englishStructureText, structureStrings, useStructureText} from '../../i18n/structure-strings.js'

/** The inspect dialog's texts in English (tests, stories); the dialog shows them through i18n. */
export const INSPECT_MESSAGES = {
  'menu.label': structureStrings['inspect.menu'],
  'dialog.title': (title: string): string => englishStructureText('inspect.title', {title}),
  'tab.draft': structureStrings['inspect.draft'],
  'tab.published': structureStrings['inspect.published'],
  empty: structureStrings['inspect.empty'],
} as const

export {INSPECT_SHORTCUT} from './inspect-shortcut.js'

export interface InspectDialogProps {
  /** Makes the dialog's and tabs' ids unique on the page. */
  documentId: string
  /** The pane's title for the document. */
  title: string
  draft: Record<string, unknown> | null | undefined
  published: Record<string, unknown> | null | undefined
  onClose(): void
}

type Version = 'draft' | 'published'

/**
 * The document as JSON, as the lake stores it: the draft and the published version on tabs of their
 * own (the draft first, being what the form edits). For developers checking what was written.
 */
export function InspectDialog({documentId, title, draft, published, onClose}: InspectDialogProps) {
  const t = useStructureText()
  const versions = (['draft', 'published'] as const).filter((version) =>
    version === 'draft' ? draft : published,
  )
  const [picked, setPicked] = useState<Version | undefined>()
  const shown = picked && versions.includes(picked) ? picked : versions[0]
  const id = `inspect-${documentId}`
  return (
    <Dialog id={id} header={t('inspect.title', {title})} width={2} onClose={onClose} onClickOutside={onClose}>
      <Stack gap={3} padding={3}>
        {versions.length === 0 && (
          <Text size={1} muted>
            {t('inspect.empty')}
          </Text>
        )}
        {versions.length > 1 && (
          <TabList gap={1}>
            {versions.map((version) => (
              <Tab
                key={version}
                id={`${id}-tab-${version}`}
                aria-controls={`${id}-panel`}
                label={t(`inspect.${version}`)}
                selected={version === shown}
                onClick={() => setPicked(version)}
              />
            ))}
          </TabList>
        )}
        {shown && versions.length === 1 && (
          <Box>
            <Text size={1} muted>
              {t(`inspect.${shown}`)}
            </Text>
          </Box>
        )}
        {shown && (
          <TabPanel id={`${id}-panel`} aria-labelledby={`${id}-tab-${shown}`}>
            <Card padding={3} radius={2} tone="transparent" overflow="auto" data-testid="inspect-json">
              <Code language="json" size={1}>
                {JSON.stringify(shown === 'draft' ? draft : published, null, 2)}
              </Code>
            </Card>
          </TabPanel>
        )}
      </Stack>
    </Dialog>
  )
}
