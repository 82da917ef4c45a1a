import type {AssetUsage} from '@tessera/store'
import {useEffect, useState} from 'react'
import {useAssetServices} from '../inputs/assets/asset-services.js'

export type UsageState =
  {status: 'loading'} | {status: 'loaded'; usage: AssetUsage[]} | {status: 'error'; message: string}

/** The documents referencing an asset, draft and published counted once (spec/002 §5). */
export function useAssetUsage(assetId: string): UsageState {
  const {assets} = useAssetServices()
  const [state, setState] = useState<UsageState>({status: 'loading'})
  useEffect(() => {
    let live = true
    setState({status: 'loading'})
    assets.usage(assetId).then(
      (usage) => live && setState({status: 'loaded', usage}),
      (err: unknown) =>
        live && setState({status: 'error', message: err instanceof Error ? err.message : String(err)}),
    )
    return () => {
      live = false
    }
  }, [assets, assetId])
  return state
}
