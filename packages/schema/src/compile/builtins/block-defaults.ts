/** What a `block` offers when its definition does not say otherwise (spec 001 §2, rich-text editor). */
import type {TypeDefinition} from '@tessera/types'

const headings = [1, 2, 3, 4, 5, 6].map((level) => ({title: `Heading ${level}`, value: `h${level}`}))

export const BLOCK_DEFAULTS = {
  styles: [{title: 'Normal', value: 'normal'}, ...headings, {title: 'Quote', value: 'blockquote'}],
  lists: [
    {title: 'Bulleted list', value: 'bullet'},
    {title: 'Numbered list', value: 'number'},
  ],
  marks: {
    decorators: [
      {title: 'Strong', value: 'strong'},
      {title: 'Emphasis', value: 'em'},
      {title: 'Underline', value: 'underline'},
      {title: 'Overline', value: 'overline'},
      {title: 'Strike', value: 'strike-through'},
      {title: 'Code', value: 'code'},
    ],
    annotations: [
      {
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [{name: 'href', type: 'url', title: 'Link'}],
      },
    ] satisfies TypeDefinition[],
  },
  of: [] as TypeDefinition[],
}
