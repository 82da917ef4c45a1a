import {useCallback, useMemo} from 'react'
import {useActiveWorkspace} from '../../context/active-workspace-context.js'
import {useStudio} from '../../context/studio-context.js'
import {useNavigate} from '../../router/router-context.js'
import {joinPath} from '../../../routing/paths.js'
import type {WorkspaceMenuEntry, WorkspaceMenuViewProps} from './workspace-menu-view.js'

/** The workspace switcher's props; `workspaces` has more than one entry only when it should show. */
export function useWorkspaceMenuProps(): WorkspaceMenuViewProps {
  const studio = useStudio()
  const {workspace} = useActiveWorkspace()
  const navigate = useNavigate()
  const workspaces = useMemo(
    () =>
      studio.workspaces.map((entry): WorkspaceMenuEntry => ({
        name: entry.name,
        title: entry.title ?? entry.name,
        subtitle: entry.subtitle,
        basePath: joinPath(studio.basePath, entry.basePath),
        icon: entry.icon,
      })),
    [studio.workspaces, studio.basePath],
  )
  const onSelect = useCallback((entry: WorkspaceMenuEntry) => navigate(entry.basePath), [navigate])
  return {workspaces, activeName: workspace.name, onSelect}
}
