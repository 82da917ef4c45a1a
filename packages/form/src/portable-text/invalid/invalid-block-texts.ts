/**
 * The rich-text invalid-value panel's texts in English (`form` namespace): the panel's own, and each
 * problem our check finds with its fix (`findInvalidBlock` gives their keys and values; its
 * `description` and `action` stay these English sentences). Values: `block` and `child` are keys,
 * `index` counts from 1.
 */
export const INVALID_BLOCK_TEXTS = {
  'rich-text.invalid.title': 'Invalid rich-text value',
  'rich-text.invalid.fallback': 'Some blocks do not match the schema of this field.',
  'rich-text.invalid.ignore': 'Ignore',
  'rich-text.invalid.not-a-list': 'The value of this field is not a list of blocks.',
  'rich-text.invalid.block-not-object': 'Block {{index}} is not an object.',
  'rich-text.invalid.a-block-not-object': 'A block is not an object.',
  'rich-text.invalid.block-no-key': 'Block {{index}} has no _key.',
  'rich-text.invalid.a-block-no-key': 'A block has no _key.',
  'rich-text.invalid.block-duplicate-key':
    "Block {{index}} has the same _key as an earlier block ('{{block}}').",
  'rich-text.invalid.block-type': "Block '{{block}}' is of type '{{type}}', which this field does not allow.",
  'rich-text.invalid.block-no-type': "Block '{{block}}' has no _type.",
  'rich-text.invalid.style': "Block '{{block}}' has the style '{{style}}', which this field does not allow.",
  'rich-text.invalid.list-item':
    "Block '{{block}}' is a list item of type '{{list}}', which this field does not allow.",
  'rich-text.invalid.mark-defs': "Block '{{block}}' has mark definitions that are not a list.",
  'rich-text.invalid.annotation-type':
    "Block '{{block}}' has an annotation of type '{{type}}', which this field does not allow.",
  'rich-text.invalid.annotation-not-object': "Block '{{block}}' has an annotation that is not an object.",
  'rich-text.invalid.no-children': "Text block '{{block}}' has no children.",
  'rich-text.invalid.child-not-object': "Child {{index}} of block '{{block}}' is not an object.",
  'rich-text.invalid.child-no-key': "Child {{index}} of block '{{block}}' has no _key.",
  'rich-text.invalid.child-type':
    "Child '{{child}}' of block '{{block}}' is of type '{{type}}', which is neither text nor an inline object this field allows.",
  'rich-text.invalid.child-no-type': "Child '{{child}}' of block '{{block}}' has no _type.",
  'rich-text.invalid.no-text': "Text '{{child}}' of block '{{block}}' has no text.",
  'rich-text.invalid.unknown-marks_one':
    "Text '{{child}}' of block '{{block}}' has the mark {{marks}}, which is neither a decorator nor an annotation of this field.",
  'rich-text.invalid.unknown-marks_other':
    "Text '{{child}}' of block '{{block}}' has the marks {{marks}}, which are neither a decorator nor an annotation of this field.",
  'rich-text.invalid.marks-not-list':
    "Text '{{child}}' of block '{{block}}' has the mark list, which is neither a decorator nor an annotation of this field.",
  'rich-text.invalid.fix.unset': 'Unset the value',
  'rich-text.invalid.fix.remove-block': 'Remove the block',
  'rich-text.invalid.fix.block-key': 'Give the block a new key',
  'rich-text.invalid.fix.style': "Change the style to '{{style}}'",
  'rich-text.invalid.fix.list': 'Remove the list formatting',
  'rich-text.invalid.fix.mark-defs': 'Reset the mark definitions',
  'rich-text.invalid.fix.annotation': 'Remove the annotation',
  'rich-text.invalid.fix.empty-text': 'Insert an empty text',
  'rich-text.invalid.fix.remove-child': 'Remove the child',
  'rich-text.invalid.fix.child-key': 'Give the child a new key',
  'rich-text.invalid.fix.text': 'Write an empty text',
  'rich-text.invalid.fix.marks': 'Remove the unknown marks',
} as const

/** A key of these texts without the `rich-text.invalid.` prefix (and without plural suffixes). */
type Short<K> = K extends `rich-text.invalid.${infer Rest}`
  ? Rest extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Rest
  : never
export type InvalidBlockTextKey = Short<keyof typeof INVALID_BLOCK_TEXTS>
