import {ASSET_PAGE_SIZE, type AssetDocument, type AssetKind} from '@tessera/store'
import {useCallback, useEffect, useRef, useState} from 'react'
import {useAssetServices} from '../inputs/assets/asset-services.js'

export interface AssetPages {
  assets: AssetDocument[]
  loading: boolean
  error?: string
  /** The last page was full: there may be more (spec/002 §2 'Load more'). */
  hasMore: boolean
  loadMore(): void
  /** Takes a deleted asset out of the list. */
  drop(id: string): void
}

/** The asset library's list: pages of 200 newest first, for the accept filter and search. */
export function useAssetPages(kind: AssetKind, accept: string | undefined, search: string): AssetPages {
  const {assets: store} = useAssetServices()
  const [assets, setAssets] = useState<AssetDocument[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | undefined>(undefined)
  const [hasMore, setHasMore] = useState(false)
  const generation = useRef(0)

  const load = useCallback(
    (offset: number) => {
      const mine = ++generation.current
      setLoading(true)
      store.list(kind, {accept, search, offset, limit: ASSET_PAGE_SIZE}).then(
        (page) => {
          if (mine !== generation.current) return
          setAssets((current) => (offset === 0 ? page : [...current, ...page]))
          setHasMore(page.length === ASSET_PAGE_SIZE)
          setLoading(false)
          setError(undefined)
        },
        (err: unknown) => {
          if (mine !== generation.current) return
          setLoading(false)
          setError(err instanceof Error ? err.message : String(err))
        },
      )
    },
    [store, kind, accept, search],
  )

  useEffect(() => load(0), [load])

  return {
    assets,
    loading,
    error,
    hasMore,
    loadMore: () => load(assets.length),
    drop: (id) => setAssets((current) => current.filter((asset) => asset._id !== id)),
  }
}
