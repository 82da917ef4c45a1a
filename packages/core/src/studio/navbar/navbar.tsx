import {useMediaIndex} from '@sanity/ui'
import {memo, useCallback, useMemo} from 'react'
import {intentPath} from '../../routing/intent-path.js'
import {joinPath} from '../../routing/paths.js'
import {useActiveWorkspace} from '../context/active-workspace-context.js'
import {useStudio} from '../context/studio-context.js'
import {NewDocumentButton} from '../new-document/new-document-button.js'
import {useNavigate} from '../router/router-context.js'
import {TelemetryProvider, useHasTelemetry, useTelemetry} from '../telemetry/telemetry-context.js'
import {useFreeTrial} from './free-trial/use-free-trial.js'
import {useHelpMenu} from './help-menu/help-menu.js'
import {NavbarView} from './navbar-view.js'
import {usePresenceMenuProps} from './presence-menu/presence-menu.js'
import type {ToolLink} from './tools/types.js'
import {useUserMenuProps} from './user-menu/use-user-menu-props.js'
import {useWorkspaceMenuProps} from './workspace-menu/use-workspace-menu-props.js'
import type {ResolveProblem} from '../../resolve/types.js'
import {toolTitle, useStudioText} from '../../i18n/studio-strings.js'

/** With the configuration issues dialog turned off the navbar gets no problems to show. */
const NO_PROBLEMS: readonly ResolveProblem[] = []

function ConnectedNavbar() {
  const {workspace, basePath, activeToolName} = useActiveWorkspace()
  const {problems, configIssues} = useStudio()
  const navigate = useNavigate()
  const telemetry = useTelemetry()
  const mediaIndex = useMediaIndex()
  const user = useUserMenuProps()
  const help = useHelpMenu()
  const presence = usePresenceMenuProps()
  const workspaces = useWorkspaceMenuProps()
  const freeTrial = useFreeTrial()

  const t = useStudioText()
  const tools = useMemo(
    () =>
      workspace.visibleTools.map((tool): ToolLink => ({
        name: tool.name,
        title: toolTitle(t, tool),
        icon: tool.icon,
        href: joinPath(basePath, tool.name),
      })),
    [workspace.visibleTools, basePath, t],
  )
  const Search = workspace.search.component
  const onOpenDocument = useCallback(
    (document: {id: string; type: string}) =>
      navigate(intentPath(basePath, 'edit', {id: document.id, type: document.type})),
    [navigate, basePath],
  )
  const onNavigateTool = useCallback(
    (tool: ToolLink) => {
      if (tool.name !== activeToolName) telemetry.log('Tool switched', {from: activeToolName, to: tool.name})
      navigate(tool.href)
    },
    [navigate, telemetry, activeToolName],
  )

  return (
    <>
      <NavbarView
        mediaIndex={mediaIndex}
        newDocument={<NewDocumentButton />}
        search={Search ? <Search onOpenDocument={onOpenDocument} /> : null}
        tools={tools}
        activeToolName={activeToolName}
        onNavigateTool={onNavigateTool}
        user={user}
        help={help.props}
        presence={presence}
        workspaces={workspaces}
        problems={configIssues === false ? NO_PROBLEMS : problems}
        freeTrial={freeTrial}
      />
      {help.dialog}
    </>
  )
}

/**
 * The studio navbar, connected to the signed-in workspace (spec 000 §2.4). It logs through the
 * telemetry around it; without one (the shell has not mounted a TelemetryProvider) it brings its own.
 * Memoised: it has no props, so the layout's renders (every location change) leave it alone; it
 * renders for its own contexts and state only.
 */
export const Navbar = memo(function Navbar() {
  const hasTelemetry = useHasTelemetry()
  const {workspace} = useActiveWorkspace()
  if (hasTelemetry) return <ConnectedNavbar />
  return (
    <TelemetryProvider projectId={workspace.projectId}>
      <ConnectedNavbar />
    </TelemetryProvider>
  )
})
