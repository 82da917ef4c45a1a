import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {Button} from '@sanity/ui'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import {HELP_MENU_WIDTH} from '../constants.js'
import type {HelpState} from './help-types.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface HelpMenuViewProps {
  state: HelpState
  /** Default `STUDIO_VERSION`. */
  studioVersion?: string
  /** An internal action was chosen (e.g. 'show-welcome-modal'). */
  onAction(type: string): void
}

const itemsCode = createCodeLoader(() =>
  import('./help-menu-items.js').then((module) => module.HelpMenuItems),
)

/**
 * The help menu (spec 000 §2.4): the server's resource sections, the studio version and the latest
 * version when known. When `/help` failed only the three default links show (spec 000 §8).
 */
export function HelpMenuView(props: HelpMenuViewProps) {
  const t = useStudioText()
  return (
    <LazyMenuButton
      id="help-menu"
      button={<Button mode="bleed" icon={HelpCircleIcon} aria-label={t('help.label')} />}
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menuProps={{style: {minWidth: HELP_MENU_WIDTH.min, maxWidth: HELP_MENU_WIDTH.max}}}
      items={itemsCode}
      itemsProps={props}
    />
  )
}
