import {useStudioToast} from '@tessera/kit'
import type {AssetDocument, AssetKind} from '@tessera/store'
import {useState} from 'react'
import {useFormContext} from '../../builder/form-context.js'
import {set, setIfMissing, unset, type FormPatch} from '../../patch/patches.js'
import type {ObjectInputProps} from '../input-props.js'
import {effectiveAccept} from './accepted-files.js'
import {assetOptionsOf, uploadOptionsOf} from './asset-options.js'
import {resolveSourceSelection} from './asset-source-selection.js'
import {removeAssetPatches} from './remove-patches.js'
import {useAssetUpload} from './use-asset-upload.js'
import {isInvalidAssetValue, isStaleUpload, readAssetValue} from './upload-state.js'
import {useNow} from './use-now.js'

/** What an image or file input shows and does, shared by both (spec/001 §2, §4). */
export function useAssetField(
  kind: AssetKind,
  {node, onChange}: Pick<ObjectInputProps, 'node' | 'onChange'>,
) {
  const {onFocusPath} = useFormContext()
  const toast = useStudioToast()
  const value = readAssetValue(node.value)
  const options = assetOptionsOf(node.schemaType)
  const accept = effectiveAccept(kind, options.accept)
  const uploadsDisabled = options.directUploads === false
  const {upload, cancel} = useAssetUpload({
    kind,
    typeName: node.schemaType.name,
    onChange,
    options: uploadOptionsOf(options),
  })
  const [libraryOpen, setLibraryOpen] = useState(false)
  const now = useNow(value?._upload !== undefined)
  const uploadState = value?._upload
  const readOnly = node.readOnly

  const state = isInvalidAssetValue(value)
    ? ('invalid' as const)
    : uploadState
      ? isStaleUpload(uploadState, now)
        ? ('stale' as const)
        : ('uploading' as const)
      : value?.asset?._ref
        ? ('value' as const)
        : ('empty' as const)

  const field = {
    value,
    options,
    accept,
    readOnly,
    uploadsDisabled,
    state,
    uploadState,
    assetId: value?.asset?._ref,
    libraryOpen,
    upload: (file: File) => {
      if (!readOnly && !uploadsDisabled) upload(file)
    },
    cancel,
    clearUpload: () => onChange([unset(['_upload'])]),
    reset: () => onChange([unset([])]),
    remove: () => onChange(removeAssetPatches(value, node.path)),
    openLibrary: () => {
      onFocusPath?.(node.path)
      setLibraryOpen(true)
    },
    closeLibrary: () => setLibraryOpen(false),
    /** Takes an asset source's result (spec/001 §5): references the asset or uploads the file. */
    selectFromSource: (selection: unknown) => {
      setLibraryOpen(false)
      resolveSourceSelection(selection).then(
        (picked) => {
          if (picked.type === 'file') {
            if (!readOnly && !uploadsDisabled) upload(picked.file)
            return
          }
          const patches: FormPatch[] = [
            setIfMissing({_type: node.schemaType.name}),
            set({_type: 'reference', _ref: picked.id}, ['asset']),
            unset(['_upload']),
          ]
          if (kind === 'image') patches.push(unset(['hotspot']), unset(['crop']))
          onChange(patches)
        },
        (err: unknown) =>
          toast.push({status: 'error', title: err instanceof Error ? err.message : String(err)}),
      )
    },
    /** The asset library's pick: the first asset of the source's result. */
    select: (asset: AssetDocument) => field.selectFromSource([{kind: 'assetDocumentId', value: asset._id}]),
  }
  return field
}
