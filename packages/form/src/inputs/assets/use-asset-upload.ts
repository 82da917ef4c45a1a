import {useStudioToast} from '@tessera/kit'
import {INITIAL_UPLOAD_PROGRESS, type AssetKind, type UploadOptions} from '@tessera/store'
import {useCallback, useEffect, useRef} from 'react'
import {set, setIfMissing, unset, type FormPatch} from '../../patch/patches.js'
import type {OnPatch} from '../input-props.js'
import {useAssetServices} from './asset-services.js'
import {uploadPreviewImage} from './upload-preview.js'
import {useFormText} from '../../i18n/form-strings.js'

export interface AssetUpload {
  /** Uploads one file into the field (the first acceptable one; see the upload target). */
  upload(file: File): void
  /** Stops this editor's upload and clears the upload state. */
  cancel(): void
}

/**
 * Uploads into an image or file field (spec/001 §4): `_upload` is written into the value at once and
 * on every progress step, so other editors see it; on completion the asset reference is set and the
 * upload state removed (an image's hotspot and crop too); a failure shows the spec's toast and clears
 * the state; cancel unsubscribes, which aborts the request.
 */
export function useAssetUpload({
  kind,
  typeName,
  onChange,
  options,
}: {
  kind: AssetKind
  typeName: string
  onChange: OnPatch
  options: UploadOptions
}): AssetUpload {
  const {assets} = useAssetServices()
  const toast = useStudioToast()
  const t = useFormText()
  const running = useRef<{unsubscribe(): void} | undefined>(undefined)
  const latest = useRef({onChange, options})
  latest.current = {onChange, options}

  useEffect(() => () => running.current?.unsubscribe(), [])

  const upload = useCallback(
    (file: File) => {
      running.current?.unsubscribe()
      const send = (patches: FormPatch[]) => latest.current.onChange(patches)
      const createdAt = new Date().toISOString()
      send([
        setIfMissing({_type: typeName}),
        set(
          {
            progress: INITIAL_UPLOAD_PROGRESS,
            createdAt,
            updatedAt: createdAt,
            file: {name: file.name, type: file.type},
          },
          ['_upload'],
        ),
      ])
      let lastProgress = INITIAL_UPLOAD_PROGRESS
      let finished = false
      if (kind === 'image') {
        void uploadPreviewImage(file).then((previewImage) => {
          if (previewImage && !finished) send([set(previewImage, ['_upload', 'previewImage'])])
        })
      }
      const subscription = assets.upload(kind, file, latest.current.options).subscribe({
        next: (event) => {
          if (event.type === 'progress') {
            const progress = Math.round(event.progress)
            if (progress === lastProgress) return
            lastProgress = progress
            send([
              set(progress, ['_upload', 'progress']),
              set(new Date().toISOString(), ['_upload', 'updatedAt']),
            ])
            return
          }
          const done: FormPatch[] = [
            setIfMissing({_type: typeName}),
            set({_type: 'reference', _ref: event.asset._id}, ['asset']),
            unset(['_upload']),
          ]
          if (kind === 'image') done.push(unset(['hotspot']), unset(['crop']))
          finished = true
          send(done)
        },
        error: (err: unknown) => {
          console.warn('Upload failed', err)
          // spec/001 §8: the toast of a failed upload (the same for images and files).
          toast.push({
            status: 'error',
            title: t('asset.upload-failed'),
            description: t('asset.upload-failed-detail'),
          })
          finished = true
          send([unset(['_upload'])])
          running.current = undefined
        },
        complete: () => {
          running.current = undefined
        },
      })
      // A cancel (unsubscribe) also ends it: no preview may land after the upload state is cleared.
      subscription.add(() => {
        finished = true
      })
      if (!subscription.closed) running.current = subscription
    },
    [assets, kind, typeName, toast, t],
  )

  const cancel = useCallback(() => {
    running.current?.unsubscribe()
    running.current = undefined
    latest.current.onChange([unset(['_upload'])])
  }, [])

  return {upload, cancel}
}
