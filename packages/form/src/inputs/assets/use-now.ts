import {useEffect, useState} from 'react'

/** The time, refreshed every `everyMs` while `active` (so a stale upload is noticed without edits). */
export function useNow(active: boolean, everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return undefined
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [active, everyMs])
  return now
}
