import {Preview} from '@tessera/kit'
import {memo} from 'react'
import type {ReferenceHit} from './reference-services.js'
import {TargetPreview} from './target-preview.js'
import {useReferenceInfo} from './use-reference-info.js'

/**
 * A search hit's preview with its draft/published status: the one the search brought along, or
 * (when the preview reads through a reference) the target's live one. Memoised: the list re-renders
 * on every keystroke while the old hits stay on screen.
 */
export const HitPreview = memo(function HitPreview({hit}: {hit: ReferenceHit}) {
  if (hit.preview)
    return (
      <TargetPreview
        info={{
          id: hit.id,
          type: hit.type,
          availability: {available: true, reason: 'READABLE'},
          draft: hit.draft,
          published: hit.published,
          preview: {draft: hit.draft ? hit.preview : null, published: hit.draft ? null : hit.preview},
        }}
      />
    )
  return <LiveHitPreview hit={hit} />
})

function LiveHitPreview({hit}: {hit: ReferenceHit}) {
  const {state} = useReferenceInfo(hit.id)
  if (state.status !== 'loaded') return <Preview isPlaceholder />
  return <TargetPreview info={{...state.info, draft: hit.draft || state.info.draft}} />
}
