import {Container} from '@sanity/ui'
import {Box, Stack} from '@tessera/kit/primitives'
import {FormBuilder, prepareFormState} from '@tessera/form'
import {useSchema} from '@tessera/kit'
import type {SchemaType} from '@tessera/types'
import {useMemo} from 'react'

const noChange = () => {}

export interface RevisionFormProps {
  documentId: string
  schemaType: SchemaType
  value: Record<string, unknown> | null
}

/** A past version of the document in the document's own form, read-only. */
export function RevisionForm({documentId, schemaType, value}: RevisionFormProps) {
  const schema = useSchema()
  const state = useMemo(
    () => prepareFormState({schemaType, value: value ?? undefined, readOnly: true}),
    [schemaType, value],
  )
  return (
    <Box style={{height: '100%', overflowY: 'auto'}} data-testid="revision-form">
      <Container width={2} paddingX={4} paddingTop={4} paddingBottom={6} style={{boxSizing: 'border-box'}}>
        <Stack gap={4}>
          <FormBuilder
            state={state}
            onChange={noChange}
            schema={schema}
            documentId={documentId}
            getDocument={() => value ?? undefined}
          />
        </Stack>
      </Container>
    </Box>
  )
}
