import {MenuIcon} from '@sanity/icons/Menu'
import {Button, Card, Layer, useMediaIndex} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {lazy, Suspense, useState, type ReactNode} from 'react'
import type {ResolveProblem} from '../../resolve/types.js'
import {ConfigIssuesView} from './config-issues/config-issues-view.js'
import {NAVBAR_Z_OFFSET} from './constants.js'
import type {FreeTrialViewProps} from './free-trial/free-trial-view.js'
import {HelpMenuView, type HelpMenuViewProps} from './help-menu/help-menu-view.js'
import {navbarLayout} from './navbar-layout.js'
import {PresenceMenuView, type PresenceMenuViewProps} from './presence-menu/presence-menu-view.js'
import {ToolLinksView} from './tools/tool-links-view.js'
import type {ToolLink} from './tools/types.js'
import {UserMenuView, type UserMenuViewProps} from './user-menu/user-menu-view.js'
import {WorkspaceMenuView, type WorkspaceMenuViewProps} from './workspace-menu/workspace-menu-view.js'
import {useStudioText} from '../../i18n/studio-strings.js'

// The free-trial control (its button, popover and dialog) shows only once the lake has answered, so
// its code can load then instead of with the studio.
const FreeTrialView = lazy(() =>
  import('./free-trial/free-trial-view.js').then((module) => ({default: module.FreeTrialView})),
)

// The narrow widths' sidebar loads when its button is first hovered, focused or pressed.
const sidebarCode = createCodeLoader(() =>
  import('./sidebar/mobile-sidebar-view.js').then((module) => module.MobileSidebarView),
)

export interface NavbarViewProps {
  /**
   * The @sanity/ui media index to lay out for; default the viewport's (useMediaIndex). Stories pass
   * it, since media queries follow the viewport, not the story's container.
   */
  mediaIndex?: number
  /** The new-document control (connected: NewDocumentButton). */
  newDocument?: ReactNode
  /** The global search trigger (connected: the workspace's search plugin, spec 000 §2.6). */
  search?: ReactNode
  tools: ToolLink[]
  activeToolName: string | undefined
  onNavigateTool(tool: ToolLink): void
  user: UserMenuViewProps
  help: HelpMenuViewProps
  presence: PresenceMenuViewProps
  workspaces: WorkspaceMenuViewProps
  problems: readonly ResolveProblem[]
  freeTrial: FreeTrialViewProps | null
  /** Opens the sidebar on first render (stories). */
  defaultSidebarOpen?: boolean
}

/**
 * The studio navbar (spec 000 §2.4) at a width step (see navbarLayout). The global search trigger
 * sits after the new-document control, left of the tools.
 */
export function NavbarView(props: NavbarViewProps) {
  const t = useStudioText()
  const viewportIndex = useMediaIndex()
  const layout = navbarLayout(props.mediaIndex ?? viewportIndex)
  const [sidebarOpen, setSidebarOpen] = useState(props.defaultSidebarOpen ?? false)
  const {tools, activeToolName, onNavigateTool, user, help, presence, workspaces, problems, freeTrial} = props
  const multipleWorkspaces = workspaces.workspaces.length > 1
  const [sidebarWanted, setSidebarWanted] = useState(sidebarOpen)
  const MobileSidebarView = useLoadedCode(sidebarCode, sidebarWanted || sidebarOpen)

  return (
    <Layer zOffset={NAVBAR_Z_OFFSET}>
      <Card as="header" borderBottom paddingX={2} paddingY={2}>
        <Flex align="center" gap={1}>
          {layout.menuButton && (
            <Button
              mode="bleed"
              icon={MenuIcon}
              aria-label={t('navbar.open-navigation')}
              aria-expanded={sidebarOpen}
              onClick={() => setSidebarOpen(true)}
              onPointerEnter={() => setSidebarWanted(true)}
              onFocus={() => setSidebarWanted(true)}
            />
          )}
          {props.newDocument}
          {props.search}
          {layout.tools ? (
            <ToolLinksView tools={tools} activeToolName={activeToolName} onNavigate={onNavigateTool} />
          ) : (
            <Box flex={1} />
          )}
          <Flex align="center" gap={1} style={{flexShrink: 0}}>
            {layout.freeTrial && freeTrial && (
              <Suspense fallback={null}>
                <FreeTrialView {...freeTrial} />
              </Suspense>
            )}
            {layout.configIssues && <ConfigIssuesView problems={problems} />}
            {layout.help && <HelpMenuView {...help} />}
            <PresenceMenuView {...presence} collapsed={!layout.help} />
            {layout.workspaceMenu && multipleWorkspaces && (
              <WorkspaceMenuView {...workspaces} showTitle={layout.tools} />
            )}
            {layout.userMenu && <UserMenuView {...user} />}
          </Flex>
        </Flex>
      </Card>
      {layout.menuButton && MobileSidebarView && (
        <MobileSidebarView
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          user={user}
          tools={tools}
          activeToolName={activeToolName}
          onNavigateTool={onNavigateTool}
          workspaces={workspaces}
          help={help}
          problems={problems}
          freeTrial={freeTrial}
        />
      )}
      {/* On narrow widths the trial button lives in the sidebar, but its dialog must still open. */}
      {!layout.freeTrial && freeTrial?.open && (
        <Suspense fallback={null}>
          <FreeTrialView {...freeTrial} hasButton={false} />
        </Suspense>
      )}
    </Layer>
  )
}
