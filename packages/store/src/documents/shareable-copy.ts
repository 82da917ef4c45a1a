import type {Doc} from '@sanity/mutator'
import type {DocumentSnapshot} from './types.js'

/**
 * A document the mutator may take over. The mutator writes only to the top level of the documents it
 * holds (`_createdAt` on a create's body, `_rev` on a document it replaces while rebasing); below that
 * it copies the path it changes and keeps the rest (`ImmutableAccessor`), as Mendoza does for remote
 * results. So a fresh top-level object is all the isolation needed, and nested values stay shared
 * between the sequencer's server document, HEAD and LOCAL: an edit or a remote change costs the size
 * of its path, not of the document, and unchanged subtrees keep their identity. This holds only while
 * no one writes into a document in place: documents handed out by the store are immutable.
 */
export function shareableCopyOf(doc: DocumentSnapshot): Doc {
  return {...doc} as Doc
}
