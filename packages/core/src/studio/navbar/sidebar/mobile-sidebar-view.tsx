import {CloseIcon} from '@sanity/icons/Close'
import {CogIcon} from '@sanity/icons/Cog'
import {LeaveIcon} from '@sanity/icons/Leave'
import {UsersIcon} from '@sanity/icons/Users'
import {Button, Card, Layer, useGlobalKeyDown} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {MouseEvent, ReactNode} from 'react'
import type {ResolveProblem} from '../../../resolve/types.js'
import {ConfigIssuesView} from '../config-issues/config-issues-view.js'
import {SIDEBAR_WIDTH} from '../constants.js'
import {ProgressRing} from '../free-trial/progress-ring.js'
import {trialElapsedRatio} from '../free-trial/free-trial-types.js'
import type {FreeTrialViewProps} from '../free-trial/free-trial-view.js'
import {HelpMenuView, type HelpMenuViewProps} from '../help-menu/help-menu-view.js'
import {followInside} from '../presence-menu/follow-inside.js'
import {toolIcon} from '../tools/tool-icon.js'
import type {ToolLink} from '../tools/types.js'
import {COLOR_SCHEME_OPTIONS} from '../user-menu/color-scheme-options.js'
import {UserCard} from '../user-menu/user-card.js'
import type {UserMenuViewProps} from '../user-menu/user-menu-view.js'
import {WorkspaceMenuView, type WorkspaceMenuViewProps} from '../workspace-menu/workspace-menu-view.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface MobileSidebarViewProps {
  open: boolean
  onClose(): void
  user: UserMenuViewProps
  tools: ToolLink[]
  activeToolName: string | undefined
  onNavigateTool(tool: ToolLink): void
  /** Shown with more than one workspace. */
  workspaces?: WorkspaceMenuViewProps
  help?: HelpMenuViewProps
  problems?: readonly ResolveProblem[]
  freeTrial?: FreeTrialViewProps | null
}

function Section({children}: {children: ReactNode}) {
  return (
    <Card borderTop paddingY={2} paddingX={2}>
      <Stack gap={1}>{children}</Stack>
    </Card>
  )
}

/**
 * The sidebar of narrow widths (spec 000 §2.4): the navbar's items, the tools as a vertical list (no
 * list with at most one tool) and a free-trial entry. 200 to 280 px wide, from the left edge.
 */
export function MobileSidebarView(props: MobileSidebarViewProps) {
  const {open, onClose, user, tools, activeToolName, onNavigateTool, workspaces, help, problems, freeTrial} =
    props
  useGlobalKeyDown((event) => {
    if (open && event.key === 'Escape') onClose()
  })
  const t = useStudioText()
  if (!open) return null
  const trialRatio = freeTrial ? trialElapsedRatio(freeTrial.daysLeft, freeTrial.totalDays) : undefined
  return (
    <Layer zOffset={1}>
      <div
        aria-hidden
        onClick={onClose}
        style={{position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.3)'}}
      />
      <Card
        role="dialog"
        aria-label={t('navbar.navigation')}
        shadow={3}
        overflow="auto"
        style={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          minWidth: SIDEBAR_WIDTH.min,
          maxWidth: SIDEBAR_WIDTH.max,
          width: '80vw',
        }}
      >
        <Flex align="center" padding={2}>
          <Box flex={1} style={{minWidth: 0}}>
            <UserCard user={user.user} />
          </Box>
          <Button mode="bleed" icon={CloseIcon} aria-label={t('navbar.close-navigation')} onClick={onClose} />
        </Flex>
        {workspaces && workspaces.workspaces.length > 1 && (
          <Section>
            <WorkspaceMenuView {...workspaces} showTitle />
          </Section>
        )}
        {tools.length > 1 && (
          <Section>
            <nav aria-label={t('tools.label')}>
              <Stack gap={1}>
                {tools.map((tool) => (
                  <Button
                    key={tool.name}
                    as="a"
                    href={tool.href}
                    mode="bleed"
                    justify="flex-start"
                    icon={toolIcon(tool.icon)}
                    text={tool.title}
                    selected={tool.name === activeToolName}
                    aria-current={tool.name === activeToolName ? 'page' : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) =>
                      followInside(event, tool.href, () => {
                        onNavigateTool(tool)
                        onClose()
                      })
                    }
                  />
                ))}
              </Stack>
            </nav>
          </Section>
        )}
        <Section>
          {freeTrial?.hasButton && (
            <Button mode="bleed" justify="flex-start" onClick={freeTrial.onToggle}>
              <Flex align="center" gap={3}>
                {trialRatio !== undefined && <ProgressRing ratio={trialRatio} size={17} />}
                <Text size={1}>
                  {typeof freeTrial.daysLeft === 'number'
                    ? t('free-trial.days-left', {days: freeTrial.daysLeft})
                    : t('free-trial.label')}
                </Text>
              </Flex>
            </Button>
          )}
          <Flex gap={1} align="center">
            {help && <HelpMenuView {...help} />}
            {problems && <ConfigIssuesView problems={problems} />}
          </Flex>
        </Section>
        <Section>
          <Box paddingX={2} paddingY={1}>
            <Text size={1} muted weight="medium">
              {t('user-menu.appearance')}
            </Text>
          </Box>
          {COLOR_SCHEME_OPTIONS.map(({setting, titleKey, icon}) => (
            <Button
              key={setting}
              mode="bleed"
              justify="flex-start"
              icon={icon}
              text={t(titleKey)}
              selected={user.colorScheme === setting}
              aria-label={t('user-menu.scheme.label', {title: t(titleKey)})}
              onClick={() => user.onColorSchemeChange(setting)}
            />
          ))}
        </Section>
        <Section>
          {user.manageProjectUrl && (
            <Button
              as="a"
              href={user.manageProjectUrl}
              target="_blank"
              rel="noopener noreferrer"
              mode="bleed"
              justify="flex-start"
              icon={CogIcon}
              text={t('user-menu.manage-project')}
            />
          )}
          {user.inviteMembersUrl && (
            <Button
              as="a"
              href={user.inviteMembersUrl}
              target="_blank"
              rel="noopener noreferrer"
              mode="bleed"
              justify="flex-start"
              icon={UsersIcon}
              text={t('user-menu.invite-members')}
            />
          )}
          <Button
            mode="bleed"
            justify="flex-start"
            icon={LeaveIcon}
            text={t('user-menu.sign-out')}
            onClick={user.onSignOut}
          />
        </Section>
      </Card>
    </Layer>
  )
}
