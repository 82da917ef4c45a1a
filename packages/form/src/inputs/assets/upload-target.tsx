import {Card} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {useStudioToast} from '@tessera/kit'
import type {AssetKind} from '@tessera/store'
import {useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode} from 'react'
import {splitAccepted} from './accepted-files.js'
import {pastedImageAsJpeg} from './pasted-image.js'
import {useFormText, type FormTextKey} from '../../i18n/form-strings.js'

/** spec/001 §4 drag-over texts, per kind. */
const DRAG_TEXT = {
  image: {
    accept: 'asset.drop-image-accept',
    reject: 'asset.drop-image-reject',
    readOnly: 'asset.drop-image-read-only',
  },
  file: {
    accept: 'asset.drop-file-accept',
    reject: 'asset.drop-file-reject',
    readOnly: 'asset.drop-file-read-only',
  },
} as const satisfies Record<AssetKind, Record<'accept' | 'reject' | 'readOnly', FormTextKey>>

type DragState = {tone: 'primary' | 'critical'; text: string} | undefined

export interface UploadTargetProps {
  kind: AssetKind
  accept?: string
  readOnly: boolean
  /** Direct uploads may be switched off by configuration (spec/001 §6). */
  uploadsDisabled?: boolean
  /** Called with the first acceptable file. */
  onFile(file: File): void
  children: ReactNode
}

/**
 * Drag and drop and paste onto a field (spec/001 §4, §5): while files hover the field shows whether
 * they can be dropped (critical when any are rejected or uploads are off); a drop or paste uploads the
 * first accepted file and warns about the rest.
 */
export function UploadTarget({kind, accept, readOnly, uploadsDisabled, onFile, children}: UploadTargetProps) {
  const [drag, setDrag] = useState<DragState>(undefined)
  const depth = useRef(0)
  const toast = useStudioToast()
  const t = useFormText()
  const texts = DRAG_TEXT[kind]

  function hoverState(event: DragEvent): DragState {
    if (readOnly) return {tone: 'critical', text: t(texts.readOnly)}
    const items = Array.from(event.dataTransfer.items).filter((item) => item.kind === 'file')
    const {rejected} = splitAccepted(kind, accept, items)
    if (uploadsDisabled || rejected.length > 0) return {tone: 'critical', text: t(texts.reject)}
    return {tone: 'primary', text: t(texts.accept)}
  }

  function take(files: File[]) {
    if (readOnly || uploadsDisabled || files.length === 0) return
    const {accepted, rejected} = splitAccepted(kind, accept, files)
    if (rejected.length > 0) {
      toast.push({
        status: 'warning',
        title:
          rejected.length === 1
            ? t('asset.rejected-one')
            : t('asset.rejected-other', {count: rejected.length}),
        description: rejected
          .map((file) => `${file.name} (${file.type || t('asset.unknown-type')})`)
          .join(', '),
      })
    }
    const first = accepted[0]
    if (first) onFile(first)
  }

  return (
    <Card
      data-upload-target={kind}
      data-drag-tone={drag?.tone}
      radius={2}
      tone={drag?.tone ?? 'inherit'}
      style={{position: 'relative', outline: 'none'}}
      tabIndex={-1}
      onDragEnter={(event: DragEvent) => {
        if (!Array.from(event.dataTransfer.types).includes('Files')) return
        event.preventDefault()
        depth.current++
        setDrag(hoverState(event))
      }}
      onDragOver={(event: DragEvent) => {
        if (!Array.from(event.dataTransfer.types).includes('Files')) return
        event.preventDefault()
        event.dataTransfer.dropEffect = readOnly ? 'none' : 'copy'
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1)
        if (depth.current === 0) setDrag(undefined)
      }}
      onDrop={(event: DragEvent) => {
        if (event.dataTransfer.files.length === 0) return
        event.preventDefault()
        depth.current = 0
        setDrag(undefined)
        take(Array.from(event.dataTransfer.files))
      }}
      onPaste={(event: ClipboardEvent) => {
        const files = Array.from(event.clipboardData.files)
        if (files.length === 0 || readOnly) return
        event.preventDefault()
        const first = files[0]
        if (kind === 'image' && first && first.type.startsWith('image/')) {
          pastedImageAsJpeg(first).then(
            (jpeg) => take([jpeg]),
            (err: unknown) =>
              toast.push({status: 'error', title: err instanceof Error ? err.message : String(err)}),
          )
          return
        }
        take(files)
      }}
    >
      {children}
      {drag && (
        <Card
          data-drag-overlay
          tone={drag.tone}
          radius={2}
          border
          style={{position: 'absolute', inset: 0, opacity: 0.92, pointerEvents: 'none', zIndex: 1}}
        >
          <Flex align="center" justify="center" height="fill">
            <Text size={1} weight="medium">
              {drag.text}
            </Text>
          </Flex>
        </Card>
      )}
    </Card>
  )
}
