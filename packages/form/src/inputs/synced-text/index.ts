export {mapPosition, mapSelection, type TextSelection} from './map-selection.js'
export {stringEditPatches, textEditDiffs} from './text-edit.js'
export {useStringField} from './use-string-field.js'
export {type SyncedTextOptions, type SyncedTextProps, useSyncedText} from './use-synced-text.js'
