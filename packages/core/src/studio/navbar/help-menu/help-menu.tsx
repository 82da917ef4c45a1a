import {lazy, Suspense, useCallback, useState, type ReactNode} from 'react'
import {useTelemetry} from '../../telemetry/telemetry-context.js'
import {HelpMenuView, type HelpMenuViewProps} from './help-menu-view.js'
import {useHelpResources} from './use-help-resources.js'

// Opened from the menu only: loaded then, not with the studio.
const AboutDialog = lazy(() => import('./about-dialog.js').then((module) => ({default: module.AboutDialog})))

/** The help menu's props, and the dialog its internal actions open (render it anywhere). */
export function useHelpMenu(): {props: HelpMenuViewProps; dialog: ReactNode} {
  const state = useHelpResources()
  const telemetry = useTelemetry()
  const [about, setAbout] = useState(false)
  const onAction = useCallback(
    (type: string) => {
      telemetry.log('Help action chosen', {type})
      if (type === 'show-welcome-modal' || type === 'about-studio') setAbout(true)
    },
    [telemetry],
  )
  const dialog = about ? (
    <Suspense fallback={null}>
      <AboutDialog onClose={() => setAbout(false)} />
    </Suspense>
  ) : null
  return {props: {state, onAction}, dialog}
}

/** The help menu of the active workspace. */
export function HelpMenu() {
  const {props, dialog} = useHelpMenu()
  return (
    <>
      <HelpMenuView {...props} />
      {dialog}
    </>
  )
}
