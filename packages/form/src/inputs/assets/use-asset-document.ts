import type {AssetDocument, AssetStore} from '@tessera/store'
import {useEffect, useState} from 'react'
import {useAssetServices} from './asset-services.js'

/** Asset documents read once per store: they do not change once uploaded, except their text fields. */
const cache = new WeakMap<AssetStore, Map<string, Promise<AssetDocument | undefined>>>()

function loadAsset(assets: AssetStore, id: string): Promise<AssetDocument | undefined> {
  let byId = cache.get(assets)
  if (!byId) cache.set(assets, (byId = new Map()))
  let pending = byId.get(id)
  if (!pending) {
    pending = assets.get(id).catch((err: unknown) => {
      byId.delete(id)
      throw err
    })
    byId.set(id, pending)
  }
  return pending
}

export type AssetDocumentState =
  | {status: 'none'}
  | {status: 'loading'}
  | {status: 'loaded'; asset: AssetDocument}
  | {status: 'missing'}
  | {status: 'error'; message: string}

/** The asset document a value references (spec/001 §7 'Reference metadata'). */
export function useAssetDocument(id: string | undefined): AssetDocumentState {
  const {assets} = useAssetServices()
  const [state, setState] = useState<{id?: string; value: AssetDocumentState}>({value: {status: 'none'}})
  useEffect(() => {
    if (!id) return undefined
    let live = true
    loadAsset(assets, id).then(
      (asset) => {
        if (live) setState({id, value: asset ? {status: 'loaded', asset} : {status: 'missing'}})
      },
      (err: unknown) => {
        if (live)
          setState({id, value: {status: 'error', message: err instanceof Error ? err.message : String(err)}})
      },
    )
    return () => {
      live = false
    }
  }, [assets, id])
  if (!id) return {status: 'none'}
  return state.id === id ? state.value : {status: 'loading'}
}
