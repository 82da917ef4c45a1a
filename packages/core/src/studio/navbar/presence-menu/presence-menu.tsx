import {RELATIVE_TIME_REFRESH_MS, useGlobalPresence, useLocale} from '@tessera/kit'
import {useCallback, useEffect, useMemo, useState} from 'react'
import {useActiveWorkspace} from '../../context/active-workspace-context.js'
import {useNavigate} from '../../router/router-context.js'
import {presenceEntries} from './presence-entries.js'
import {PresenceMenuView, type PresenceMenuViewProps} from './presence-menu-view.js'

/** The presence menu's props from kit's global presence. */
export function usePresenceMenuProps(): PresenceMenuViewProps {
  const presence = useGlobalPresence()
  const locale = useLocale()
  const {basePath} = useActiveWorkspace()
  const navigate = useNavigate()
  const [now, setNow] = useState(() => Date.now())
  // Relative times ('2 minutes ago') are recomputed every minute, as kit's useRelativeTime does.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  const entries = useMemo(
    () => presenceEntries(presence, basePath, now, locale),
    [presence, basePath, now, locale],
  )
  const onNavigate = useCallback((href: string) => navigate(href), [navigate])
  return {entries, onNavigate}
}

/** The global presence menu of the active workspace. */
export function PresenceMenu({collapsed}: {collapsed?: boolean}) {
  return <PresenceMenuView {...usePresenceMenuProps()} collapsed={collapsed} />
}
