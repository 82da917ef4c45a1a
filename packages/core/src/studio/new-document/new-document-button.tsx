import {useMediaIndex} from '@sanity/ui'
import {useCallback} from 'react'
import {intentPath} from '../../routing/intent-path.js'
import {useActiveWorkspace} from '../context/active-workspace-context.js'
import {useNavigate} from '../router/router-context.js'
import {NewDocumentMenuView} from './new-document-menu-view.js'
import type {NewDocumentItem} from './types.js'
import {useNewDocumentItems} from './use-new-document-items.js'

/** Below this media index the menu is a dialog (spec 000 §2.4: narrow widths). */
const DIALOG_BELOW_MEDIA_INDEX = 2

/** The navbar's new-document control, connected to the workspace's options, grants and router. */
export function NewDocumentButton() {
  const {workspace, basePath} = useActiveWorkspace()
  const navigate = useNavigate()
  const mediaIndex = useMediaIndex()
  const items = useNewDocumentItems(workspace.newDocumentOptions)
  const onSelect = useCallback(
    (item: NewDocumentItem) => {
      const option = workspace.newDocumentOptions.find((candidate) => candidate.templateId === item.id)
      if (!option) return
      const params: Record<string, string> = {type: option.schemaType, template: option.templateId}
      if (option.initialDocumentId) params.id = option.initialDocumentId
      // The item's template parameters travel with the intent (JSON), so the template resolves with them.
      if (option.parameters && Object.keys(option.parameters).length > 0)
        params.templateParams = JSON.stringify(option.parameters)
      navigate(intentPath(basePath, 'create', params))
    },
    [workspace.newDocumentOptions, navigate, basePath],
  )
  return (
    <NewDocumentMenuView
      items={items ?? []}
      narrow={mediaIndex < DIALOG_BELOW_MEDIA_INDEX}
      onSelect={onSelect}
    />
  )
}
