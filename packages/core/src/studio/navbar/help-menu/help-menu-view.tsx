import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {LaunchIcon} from '@sanity/icons/Launch'
import {Box, Button, Flex, Spinner, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import {Fragment} from 'react'
import {HELP_MENU_WIDTH, STUDIO_VERSION} from '../constants.js'
import {DEFAULT_HELP_LINKS, INTERNAL_ACTION_TITLES, type HelpItem, type HelpState} from './help-types.js'
import {useStudioText, type StudioText} from '../../../i18n/studio-strings.js'

export interface HelpMenuViewProps {
  state: HelpState
  /** Default `STUDIO_VERSION`. */
  studioVersion?: string
  /** An internal action was chosen (e.g. 'show-welcome-modal'). */
  onAction(type: string): void
}

function HelpMenuItem({item, onAction}: {item: HelpItem; onAction(type: string): void}) {
  const t = useStudioText()
  if (item._type === 'externalLink') {
    return (
      <MenuItem
        as="a"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        text={item.title}
        iconRight={LaunchIcon}
      />
    )
  }
  return (
    <MenuItem
      text={
        item.title ?? (item.type in INTERNAL_ACTION_TITLES ? internalActionTitle(t, item.type) : item.type)
      }
      onClick={() => onAction(item.type)}
    />
  )
}

/** An internal action's built-in title (the server may name it itself). */
function internalActionTitle(t: StudioText, type: string): string {
  return t(`help.action.${type as 'show-welcome-modal' | 'about-studio'}`)
}

function SectionTitle({title}: {title: string}) {
  return (
    <Box paddingX={3} paddingY={2}>
      <Text size={1} muted weight="medium">
        {title}
      </Text>
    </Box>
  )
}

/**
 * The help menu (spec 000 §2.4): the server's resource sections, the studio version and the latest
 * version when known. When `/help` failed only the three default links show (spec 000 §8).
 */
export function HelpMenuView({state, studioVersion = STUDIO_VERSION, onAction}: HelpMenuViewProps) {
  const t = useStudioText()
  return (
    <MenuButton
      id="help-menu"
      button={<Button mode="bleed" icon={HelpCircleIcon} aria-label={t('help.label')} />}
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu style={{minWidth: HELP_MENU_WIDTH.min, maxWidth: HELP_MENU_WIDTH.max}}>
          {state.status === 'loading' && (
            <Flex justify="center" padding={3}>
              <Spinner muted />
            </Flex>
          )}
          {state.status === 'error' &&
            DEFAULT_HELP_LINKS.map((item) => (
              <HelpMenuItem
                key={item._key}
                item={{...item, title: t(`help.link.${item._key as 'community' | 'help' | 'sales'}`)}}
                onAction={onAction}
              />
            ))}
          {state.status === 'loaded' && (
            <>
              <Box paddingX={3} paddingY={2}>
                <Text size={1} muted>
                  {t('help.studio-version', {version: studioVersion})}
                </Text>
                {state.latestVersion && (
                  <Box marginTop={2}>
                    <Text size={1} muted>
                      {t('help.latest-version', {version: state.latestVersion})}
                    </Text>
                  </Box>
                )}
              </Box>
              {state.sections.map((section) => (
                <Fragment key={section._key}>
                  <MenuDivider />
                  {section.sectionTitle && <SectionTitle title={section.sectionTitle} />}
                  {section.items.map((item) => (
                    <HelpMenuItem key={item._key} item={item} onAction={onAction} />
                  ))}
                </Fragment>
              ))}
            </>
          )}
        </Menu>
      }
    />
  )
}
