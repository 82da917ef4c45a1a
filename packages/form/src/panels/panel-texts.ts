/**
 * The error panels' texts in English (`form` namespace, spec/001 §8: the titles and offers the README
 * lists). `{{key}}` stands where the panel sets `_key` as code.
 */
export const PANEL_TEXTS = {
  'panel.incompatible.title': 'Invalid property value',
  'panel.incompatible.description':
    'The value of the field ‘{{name}}’ is stored as a type that does not match what the field expects.',
  'panel.incompatible.current-type': 'Current type: {{type}}',
  'panel.incompatible.expected-type': 'Expected type: {{type}}',
  'panel.convert-to': 'Convert to {{type}}',
  'panel.reset-value': 'Reset value',
  'panel.missing-keys.title': 'Missing keys',
  'panel.missing-keys.description':
    'Some items in this list lack a unique {{key}}. Every item needs one so that edits can tell the items apart, so the list cannot be edited until the keys are added.',
  'panel.missing-keys.fix': 'Add missing keys',
  'panel.duplicate-keys.title': 'Non-unique keys',
  'panel.duplicate-keys.description':
    'Several items in this list share a {{key}}, so edits cannot tell them apart. The list cannot be edited until every key is unique.',
  'panel.duplicate-keys.keys': 'Duplicate keys: {{keys}}',
  'panel.duplicate-keys.fix': 'Generate unique keys',
  'panel.mixed-array.title': 'Invalid list values',
  'panel.mixed-array.description':
    'This list mixes primitive values (text, numbers, booleans) and objects. A list holds one or the other, so it cannot be edited until the values that are not objects are removed.',
  'panel.mixed-array.fix': 'Remove non-object values',
  'panel.undeclared.title': 'Invalid item type: "{{type}}"',
  'panel.undeclared.description': 'This item is of a type that is not declared for this list',
  'panel.remove': 'Remove',
  'panel.unexpected': 'Unexpected error: {{type}}',
} as const
