import {LaunchIcon} from '@sanity/icons/Launch'
import {Spinner} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {MenuDivider, MenuItem} from '@sanity/ui/menu'
import {Fragment} from 'react'
import {STUDIO_VERSION} from '../constants.js'
import {DEFAULT_HELP_LINKS, INTERNAL_ACTION_TITLES, type HelpItem} from './help-types.js'
import type {HelpMenuViewProps} from './help-menu-view.js'
import {useStudioText, type StudioText} from '../../../i18n/studio-strings.js'

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

/** The help menu's items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function HelpMenuItems({state, studioVersion = STUDIO_VERSION, onAction}: HelpMenuViewProps) {
  const t = useStudioText()
  return (
    <>
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
    </>
  )
}
