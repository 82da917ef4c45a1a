import {SelectIcon} from '@sanity/icons/Select'
import {Button} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import {WORKSPACE_MENU_WIDTH} from '../constants.js'
import {WorkspaceIcon} from './workspace-icon.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface WorkspaceMenuEntry {
  name: string
  title: string
  subtitle?: string
  /** Where the workspace is mounted (including the studio's base path). */
  basePath: string
  icon?: unknown
}

export interface WorkspaceMenuViewProps {
  workspaces: WorkspaceMenuEntry[]
  activeName: string
  onSelect(workspace: WorkspaceMenuEntry): void
  /** Shows the active workspace's title beside its icon (wide navbars). */
  showTitle?: boolean
}

const itemsCode = createCodeLoader(() =>
  import('./workspace-menu-items.js').then((module) => module.WorkspaceMenuItems),
)

/** The workspace switcher (spec 000 §2.4); callers render it only with more than one workspace. */
export function WorkspaceMenuView(props: WorkspaceMenuViewProps) {
  const {workspaces, activeName, showTitle} = props
  const t = useStudioText()
  const active = workspaces.find((workspace) => workspace.name === activeName)
  return (
    <LazyMenuButton
      id="workspace-menu"
      button={
        <Button
          mode="bleed"
          padding={1}
          aria-label={t('workspace-menu.label', {title: active?.title ?? activeName})}
        >
          <Flex align="center" gap={2}>
            <WorkspaceIcon icon={active?.icon} title={active?.title ?? activeName} />
            {showTitle && active && (
              <Text size={1} weight="medium">
                {active.title}
              </Text>
            )}
            <Text size={1} muted>
              <SelectIcon />
            </Text>
          </Flex>
        </Button>
      }
      popover={{placement: 'bottom-start', portal: true, constrainSize: true}}
      menuProps={{style: {minWidth: WORKSPACE_MENU_WIDTH.min, maxWidth: WORKSPACE_MENU_WIDTH.max}}}
      items={itemsCode}
      itemsProps={props}
    />
  )
}
