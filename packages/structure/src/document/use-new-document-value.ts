import {useClient, useCurrentUser, useSchema, useWorkspace} from '@tessera/kit'
import {loadInitialValue, type SettledInitialValueState} from '@tessera/schema'
import {useEffect, useState} from 'react'

export interface NewDocumentValueOptions {
  documentType: string
  templateId?: string
  templateParameters?: Record<string, unknown>
  /** Whether the document exists; undefined until that is known. */
  exists: boolean | undefined
}

export type NewDocumentValueState = {status: 'idle'} | {status: 'loading'} | SettledInitialValueState

/**
 * The initial value of a document that does not exist yet (spec/002 §4: loading, then success or
 * error; nothing is resolved for an existing document). Resolved once per document: the value shown
 * stays put while the user starts typing into it.
 */
export function useNewDocumentValue({
  documentType,
  templateId,
  templateParameters,
  exists,
}: NewDocumentValueOptions): NewDocumentValueState {
  const schema = useSchema()
  const client = useClient()
  const {templates, projectId, dataset} = useWorkspace()
  const currentUser = useCurrentUser()
  const [state, setState] = useState<NewDocumentValueState>({status: 'idle'})
  const parametersKey = JSON.stringify(templateParameters ?? {})
  useEffect(() => {
    if (exists !== false) return
    let live = true
    void loadInitialValue({
      schema,
      templates: templates ?? [],
      documentType,
      templateName: templateId,
      templateParams: JSON.parse(parametersKey) as Record<string, unknown>,
      context: {
        projectId,
        dataset,
        currentUser: currentUser
          ? {id: currentUser.id, name: currentUser.name, email: currentUser.email, roles: currentUser.roles}
          : null,
        getClient: () => client,
      },
      onState: (next) => live && setState(next),
    })
    return () => {
      live = false
    }
    // Resolved once when the document turns out not to exist (not again as the user, client or
    // anything else changes): the value shown stays put while the first edits create the document.
  }, [exists, schema, templates, documentType, templateId, parametersKey])
  return state
}
