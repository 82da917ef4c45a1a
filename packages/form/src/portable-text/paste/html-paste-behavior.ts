import {htmlToBlocks} from '@portabletext/block-tools'
import {defineBehavior, raise} from '@portabletext/editor/behaviors'

/**
 * Pasted or dropped HTML becomes blocks through `@portabletext/block-tools`, which knows the
 * clipboard markup of word processors (Word's list paragraphs and their bullet glyphs, shared-document
 * wrappers with styles for bold and italic) as well as web pages, and keeps only what the field's
 * schema allows. The editor then inserts the blocks as it does any paste.
 */
export const htmlPasteBehavior = defineBehavior({
  on: 'deserialize.data',
  guard: ({snapshot, event}) => {
    if (event.mimeType !== 'text/html') return false
    const blocks = htmlToBlocks(event.data, snapshot.context.schema, {
      keyGenerator: snapshot.context.keyGenerator,
    })
    return blocks.length > 0 ? {blocks} : false
  },
  actions: [
    ({event}, {blocks}) => [
      raise({
        type: 'deserialization.success',
        mimeType: 'text/html',
        data: blocks,
        originEvent: event.originEvent,
      }),
    ],
  ],
})
