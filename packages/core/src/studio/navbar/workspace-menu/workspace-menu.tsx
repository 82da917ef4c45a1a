import {useWorkspaceMenuProps} from './use-workspace-menu-props.js'
import {WorkspaceMenuView} from './workspace-menu-view.js'

/** The workspace switcher; nothing with a single workspace (spec 000 §2.4). */
export function WorkspaceMenu({showTitle}: {showTitle?: boolean}) {
  const props = useWorkspaceMenuProps()
  if (props.workspaces.length < 2) return null
  return <WorkspaceMenuView {...props} showTitle={showTitle} />
}
