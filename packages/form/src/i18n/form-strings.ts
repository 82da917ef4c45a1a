import {interpolate, useTranslationWithDefaults} from '@tessera/kit'
import {REFERENCE_TEXTS} from '../inputs/reference/reference-messages.js'

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
  'asset.stale-description': 'An upload has made no progress for at least {{minutes}} minutes and likely got interrupted. You can safely clear the incomplete upload and try uploading again.',
  'asset.clear-upload': 'Clear upload',
  'asset.invalid-image-title': 'Invalid image value',
  'asset.invalid-image-description': 'The value of this field is not a valid image. Resetting this field will let you choose a new image.',
  'asset.invalid-file-title': 'Invalid file value',
  'asset.invalid-file-description': 'The value of this field is not a valid file. Resetting this field will let you choose a new file.',
  'asset.reset-value': 'Reset value',
  'image.preview-alt': 'Preview of uploaded image',
  'image.edit-dialog': 'Open image edit dialog',
  'image.crop': 'Crop image',
  'image.hotspot-crop-title': 'Edit hotspot and crop',
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
  ...REFERENCE_TEXTS,
} as const

export type FormTextKey = keyof typeof formStrings

/** Translates a form text: `{{name}}` placeholders are filled from `values`. */
export type FormText = (key: FormTextKey, values?: Record<string, unknown>) => string

/** The English text (stories, tests, and code that runs outside React). */
export const englishFormText: FormText = (key, values) => interpolate(formStrings[key], values)

/** The form's translate function: the workspace's locale, English where it has no text. */
export function useFormText(): FormText {
  return useTranslationWithDefaults(FORM_NAMESPACE, formStrings).t as FormText
}
