import {defaultText, interpolate, useTranslationWithDefaults} from '@tessera/kit'
import {REFERENCE_TEXTS} from '../inputs/reference/reference-messages.js'
import {PANEL_TEXTS} from '../panels/panel-texts.js'
import {INVALID_BLOCK_TEXTS} from '../portable-text/invalid/invalid-block-texts.js'

/** The namespace of the form's own texts. A locale translates them with a bundle of this namespace. */
export const FORM_NAMESPACE = 'form'

/**
 * The form's chrome in English: the defaults of the `form` namespace, shown where a locale's bundle
 * lacks a key (and outside a workspace: stories). Schema titles and the rule engine's messages are the
 * developer's and the schema's, not these.
 */
export const formStrings = {
  'array.add-item': 'Add item',
  'array.add-item-start': 'Add to the start',
  'array.add-item-before': 'Add item before',
  'array.add-item-after': 'Add item after',
  'array.item-actions': 'Item actions',
  'array.remove': 'Remove',
  'array.remove-item': 'Remove item',
  'array.duplicate': 'Duplicate',
  'array.drag': 'Drag to reorder',
  'array.read-only': 'This field is read-only',
  'array.no-items': 'No items',
  'array.no-items-import': 'No items. Add one, or drop a text file with one value per line.',
  'array.upload': 'Upload',
  'array.upload-label': 'Upload a text file',
  'item.edit': 'Edit {{type}}',
  'item.view': 'View {{type}}',
  'item.close': 'Close',
  'groups.label': 'Field groups',
  'groups.select': 'Field group',
  'validation.errors-one': '{{count}} error',
  'validation.errors-other': '{{count}} errors',
  'validation.warnings-one': '{{count}} warning',
  'validation.warnings-other': '{{count}} warnings',
  'validation.messages-one': '{{count}} message',
  'validation.messages-other': '{{count}} messages',
  'unknown-fields.one': 'Encountered 1 field that is not defined in the schema.',
  'unknown-fields.other': 'Encountered {{count}} fields that are not defined in the schema.',
  'unknown-fields.remove': 'Remove field',
  'unknown-fields.remove-label': 'Remove field {{name}}',
  'field-actions.label': 'Field actions',
  'field-actions.title': 'Field actions: {{field}}',
  'asset.read-only': 'Read only',
  'asset.drop-image': 'Drag or paste image here',
  'asset.drop-file': 'Drag or paste file here',
  'asset.upload': 'Upload',
  'asset.select': 'Select',
  'asset.image-menu': 'Open image options menu',
  'asset.file-menu': 'Open file options menu',
  'asset.replace': 'Replace',
  'asset.open-library': 'Open in asset library',
  'asset.download': 'Download',
  'asset.copy-url': 'Copy URL',
  'asset.url-copied': 'The URL is copied to the clipboard',
  'asset.clear-field': 'Clear field',
  'asset.file-loading': 'Loading…',
  'asset.untitled-file': 'Untitled file',
  'asset-library.filename': 'Filename',
  'asset-library.size': 'Size',
  'asset-library.type': 'Type',
  'asset-library.date-added': 'Date added',
  'asset-library.select-file-named': 'Select the file {{name}}',
  'asset-library.select-image-named': 'Select the image {{name}}',
  'asset.drop-image-accept': 'Drop image to upload',
  'asset.drop-image-reject': 'Cannot upload this file here',
  'asset.drop-image-read-only': 'This field is read only',
  'asset.drop-file-accept': 'Drop to upload file',
  'asset.drop-file-reject': "Can't upload this file here",
  'asset.drop-file-read-only': 'Read only',
  'asset.rejected-one': 'Cannot upload file',
  'asset.rejected-other': 'Cannot upload {{count}} files',
  'asset.unknown-type': 'unknown type',
  'asset.uploading': 'Uploading',
  'asset.cancel-upload': 'Cancel upload',
  'asset.stale-title': 'Incomplete upload',
  'asset.stale-description':
    'An upload has made no progress for at least {{minutes}} minutes and likely got interrupted. You can safely clear the incomplete upload and try uploading again.',
  'asset.clear-upload': 'Clear upload',
  'asset.invalid-image-title': 'Invalid image value',
  'asset.invalid-image-description':
    'The value of this field is not a valid image. Resetting this field will let you choose a new image.',
  'asset.invalid-file-title': 'Invalid file value',
  'asset.invalid-file-description':
    'The value of this field is not a valid file. Resetting this field will let you choose a new file.',
  'asset.reset-value': 'Reset value',
  'image.preview-alt': 'Preview of uploaded image',
  'image.edit-dialog': 'Open image edit dialog',
  'image.crop': 'Crop image',
  'image.hotspot-crop-title': 'Edit hotspot and crop',
  'image.ratio-square': 'Square',
  'image.ratio-panorama': 'Panorama',
  'image.crop-area': 'Crop area',
  'image.hotspot': 'Hotspot',
  'image.hotspot-size': 'Hotspot size',
  'image.crop-edge': 'Crop edge {{handle}}',
  'asset-library.select-image': 'Select image',
  'asset-library.select-file': 'Select file',
  'asset-library.search': 'Search by file name',
  'asset-library.accepted-types': 'Only showing assets of accepted types:',
  'asset-library.no-images': 'No images',
  'asset-library.no-files': 'No files',
  'asset-library.load-more': 'Load more',
  'asset-library.image-deleted': 'Image was deleted',
  'asset-library.image-delete-failed': 'Image could not be deleted',
  'asset-library.file-deleted': 'File was deleted',
  'asset-library.file-delete-failed': 'File could not be deleted',
  'asset-library.asset-actions': 'Asset actions',
  'asset-library.show-usage': 'Show usage',
  'asset-library.delete': 'Delete',
  'asset-library.cancel': 'Cancel',
  'asset-library.loading': 'Loading…',
  'asset-library.delete-image': 'Delete image',
  'asset-library.delete-file': 'Delete file',
  'asset-library.image-preview': 'Preview of image',
  'asset-library.usage-image': 'Documents using image',
  'asset-library.usage-file': 'Documents using file',
  'slug.generate': 'Generate',
  'slug.generating': 'Generating…',
  'rich-text.placeholder': 'Start writing…',
  'rich-text.activate': 'Click to edit',
  'rich-text.formatting': 'Formatting',
  'rich-text.fullscreen': 'Fullscreen',
  'rich-text.leave-fullscreen': 'Leave fullscreen',
  'rich-text.text-style': 'Text style',
  'rich-text.multiple': 'Multiple',
  'rich-text.insert': 'Insert',
  'rich-text.save': 'Save',
  'rich-text.add': 'Add',
  'rich-text.edit': 'Edit',
  'rich-text.remove': 'Remove',
  'rich-text.cancel': 'Cancel',
  'rich-text.view': 'View',
  'rich-text.remove-object': 'Remove {{type}}',
  'date.open-calendar': 'Open calendar',
  'date.previous-month': 'Previous month',
  'date.next-month': 'Next month',
  'date.month': 'Month',
  'date.year': 'Year',
  'date.hour': 'Hour',
  'date.minute': 'Minute',
  'unknown-fields.title': 'Unknown fields found',
  'unknown-fields.help':
    'They may have been renamed or removed from the schema, or written by another program. Their values stay in the document until removed.',
  'pending.not-editable': 'This kind of field is not editable yet',
  'tags.list': 'Tags',
  'tags.placeholder': 'Enter tag and press Enter',
  'rich-text.inline-object': '{{title}} (inline)',
  'tags.remove': 'Remove {{tag}}',
  // spec/001 §8: an array item's initial value (the failure's texts exact) and a failed upload.
  'initial-value.resolving': 'Resolving initial value…',
  'initial-value.resolved': 'Initial value resolved',
  'initial-value.failed': 'Could not resolve initial value',
  'initial-value.failed-detail': 'Unable to resolve initial value for type: {{type}}: {{message}}.',
  'asset.upload-failed': 'Upload failed',
  'asset.upload-failed-detail': 'The upload could not be completed at this time.',
  'document.read-only-offline': 'You are offline: the form is read-only until the connection is back.',
  'document.read-only-permission': 'You do not have permission to edit this document.',
  'document.unknown-type': 'Unknown document type: {{type}}',
  'date.time': 'Time',
  'document.loading': 'Loading document…',
  'rich-text.loading-editor': 'Loading editor…',
  'image.hotspot-crop-help':
    'Adjust the rectangle to crop image. Adjust the circle to specify the area that should always be visible.',
  'date.invalid': 'Invalid date. Must be on the format "{{format}}"',
  // The image's load failures (spec/001 §8; the tool's text exact) and the hotspot/crop tool's values.
  'image.load-failed': 'The image could not be loaded',
  'image.tool-load-failed': 'Could not load image from url {{url}}. Image may be of an unsupported format',
  'image.crop-area-value': 'left {{left}}%, top {{top}}%',
  'image.hotspot-value': 'x {{x}}%, y {{y}}%',
  'image.hotspot-size-value': 'width {{width}}%, height {{height}}%',
  // The asset library's sentences: per kind, named or not, plurals by i18next's count suffixes.
  'asset-library.usage.image_zero': 'No documents are using this image',
  'asset-library.usage.image_one': 'One document is using this image',
  'asset-library.usage.image_other': '{{count}} documents are using this image',
  'asset-library.usage.image-named_zero': 'No documents are using image {{filename}}',
  'asset-library.usage.image-named_one': 'One document is using image {{filename}}',
  'asset-library.usage.image-named_other': '{{count}} documents are using image {{filename}}',
  'asset-library.usage.file_zero': 'No documents are using this file',
  'asset-library.usage.file_one': 'One document is using this file',
  'asset-library.usage.file_other': '{{count}} documents are using this file',
  'asset-library.usage.file-named_zero': 'No documents are using file {{filename}}',
  'asset-library.usage.file-named_one': 'One document is using file {{filename}}',
  'asset-library.usage.file-named_other': '{{count}} documents are using file {{filename}}',
  'asset-library.in-use.image':
    "This image cannot be deleted because it's being used. In order to delete it, you first need to remove all uses of it.",
  'asset-library.in-use.image-named':
    "{{filename}} cannot be deleted because it's being used. In order to delete this image, you first need to remove all uses of it.",
  'asset-library.in-use.file':
    "This file cannot be deleted because it's being used. In order to delete it, you first need to remove all uses of it.",
  'asset-library.in-use.file-named':
    "{{filename}} cannot be deleted because it's being used. In order to delete this file, you first need to remove all uses of it.",
  'asset-library.confirm-delete.image': 'You are about to delete the image and its metadata. Are you sure?',
  'asset-library.confirm-delete.image-named':
    'You are about to delete the image {{filename}} and its metadata. Are you sure?',
  'asset-library.confirm-delete.file': 'You are about to delete the file and its metadata. Are you sure?',
  'asset-library.confirm-delete.file-named':
    'You are about to delete the file {{filename}} and its metadata. Are you sure?',
  'asset-library.draft': '(draft)',
  ...PANEL_TEXTS,
  ...INVALID_BLOCK_TEXTS,
  ...REFERENCE_TEXTS,
} as const

/** Every text's key; plural sets have one per form (`asset-library.usage.image_one`, `…_other`). */
export type FormTextKey = keyof typeof formStrings

/** A plural set's key as it is asked for (with a `count`): the key without its plural suffix. */
type PluralKey<K> = K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base : never

/** Translates a form text: `{{name}}` placeholders are filled from `values`; plurals by `count`. */
export type FormText = (key: FormTextKey | PluralKey<FormTextKey>, values?: Record<string, unknown>) => string

/** The English text (stories, tests, and code that runs outside React). */
export const englishFormText: FormText = (key, values) =>
  interpolate(defaultText(formStrings, key, values, 'en-US') ?? key, values)

/** The form's translate function: the workspace's locale, English where it has no text. */
export function useFormText(): FormText {
  return useTranslationWithDefaults(FORM_NAMESPACE, formStrings).t as FormText
}

/** The locale the form's texts are in ('en-US' outside a workspace): for dates and numbers. */
export function useFormLocale(): string {
  return useTranslationWithDefaults(FORM_NAMESPACE, formStrings).locale
}
