import {Preview} from '@tessera/kit'
import type {ReferenceSearchHit} from '@tessera/store'
import {TargetPreview} from './target-preview.js'
import {useReferenceInfo} from './use-reference-info.js'

/** A search hit's live preview with its draft/published status. */
export function HitPreview({hit}: {hit: ReferenceSearchHit}) {
  const {state} = useReferenceInfo(hit.id)
  if (state.status !== 'loaded') return <Preview isPlaceholder />
  return <TargetPreview info={{...state.info, draft: hit.draft || state.info.draft}} />
}
