import {useClient} from '@tessera/kit'
import {useCallback, useEffect, useState} from 'react'
import {afterBoot} from '../../boot/after-boot.js'
import {STUDIO_VERSION} from '../constants.js'
import type {FreeTrialContent, FreeTrialResponse} from './free-trial-types.js'
import type {FreeTrialViewProps} from './free-trial-view.js'

/** `/journey/trial` speaks API version 2023-12-11 (spec 000 §7). */
export const TRIAL_API_VERSION = '2023-12-11'

/**
 * The free-trial journey (spec 000 §4): fetched once (failures ignored), the on-load content opens
 * at once and dismissing it tells the server (`POST /journey/trial/{id}`); afterwards the button
 * toggles the on-click content. `openNext` moves from the on-load to the on-click content.
 */
export function useFreeTrial(): FreeTrialViewProps | null {
  const client = useClient()
  const [data, setData] = useState<FreeTrialResponse | null>(null)
  const [open, setOpen] = useState<FreeTrialContent | null>(null)

  // Not needed to show or edit anything: fetched once the boot has settled (after-boot.ts).
  useEffect(() => {
    let current = true
    const cancel = afterBoot(() => {
      client
        .withConfig({apiVersion: TRIAL_API_VERSION})
        .request<FreeTrialResponse>({
          uri: '/journey/trial',
          query: {studioVersion: STUDIO_VERSION},
          tag: 'journey.trial',
        })
        .then(
          (response) => {
            if (!current || !response || typeof response !== 'object') return
            setData(response)
            if (response.showOnLoad?.id) setOpen(response.showOnLoad)
          },
          () => {
            // Spec 000 §8: a failed trial fetch is ignored silently.
          },
        )
    })
    return () => {
      current = false
      cancel()
    }
  }, [client])

  const dismissOnLoad = useCallback(() => {
    const onLoad = data?.showOnLoad
    if (!onLoad?.id) return
    setData({...data, showOnLoad: null})
    client
      .withConfig({apiVersion: TRIAL_API_VERSION})
      .request({
        uri: `/journey/trial/${encodeURIComponent(onLoad.id)}`,
        method: 'POST',
        tag: 'journey.trial.seen',
      })
      .catch(() => {})
  }, [client, data])

  const onClose = useCallback(() => {
    if (open && open === data?.showOnLoad) dismissOnLoad()
    setOpen(null)
  }, [open, data, dismissOnLoad])

  const onCta = useCallback(() => {
    const cta = open?.ctaButton
    if (cta?.action === 'openUrl' && cta.url) window.open(cta.url, '_blank', 'noopener,noreferrer')
    const next = cta?.action === 'openNext' ? (data?.showOnClick ?? null) : null
    if (open && open === data?.showOnLoad) dismissOnLoad()
    setOpen(next)
  }, [open, data, dismissOnLoad])

  const onToggle = useCallback(() => {
    if (open) return onClose()
    setOpen(data?.showOnClick ?? null)
  }, [open, data, onClose])

  if (!data) return null
  const hasButton = Boolean(data.showOnClick) || typeof data.daysLeft === 'number'
  if (!hasButton && !open) return null
  return {daysLeft: data.daysLeft, totalDays: data.totalDays, open, hasButton, onToggle, onCta, onClose}
}
