import {Button, Dialog, Stack, Text} from '@sanity/ui'
import {Code} from '@sanity/ui/code'
import {useEffect} from 'react'

export interface CorsScreenProps {
  /** This studio's origin, e.g. 'http://localhost:3333'. */
  origin: string
  /** The lake's API settings page with the origin pre-filled. */
  continueUrl: string
  /** Reloads when the window regains focus (after the origin was added); off in stories. */
  reloadOnFocus?: boolean
}

/** The studio's origin is not on the project's CORS allow-list (spec 000 §2.3). */
export function CorsScreen({origin, continueUrl, reloadOnFocus = true}: CorsScreenProps) {
  useEffect(() => {
    if (!reloadOnFocus) return
    const reload = () => window.location.reload()
    window.addEventListener('focus', reload)
    return () => window.removeEventListener('focus', reload)
  }, [reloadOnFocus])
  return (
    <Dialog id="cors-dialog" header="Before you continue..." width={1}>
      <Stack gap={4} padding={4}>
        <Text>To use this studio, its address must be added to the project&apos;s allowed CORS origins:</Text>
        <Code size={1}>{origin}</Code>
        <Text muted size={1}>
          Continue to the project&apos;s API settings to add it (with credentials allowed). This page reloads
          when you come back.
        </Text>
        <Button
          as="a"
          href={continueUrl}
          target="_blank"
          rel="noopener noreferrer"
          text="Continue"
          tone="primary"
        />
      </Stack>
    </Dialog>
  )
}
