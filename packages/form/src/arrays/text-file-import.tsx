import {UploadIcon} from '@sanity/icons/Upload'
import {Button} from '@sanity/ui'
import {useRef, type DragEvent} from 'react'
import {useFormText} from '../i18n/form-strings.js'

/** The text files among `files` (plain text, or a `.txt` name when the browser gives no type). */
function textFiles(files: FileList | readonly File[]): File[] {
  return Array.from(files).filter(
    (file) => file.type === 'text/plain' || (!file.type && file.name.endsWith('.txt')),
  )
}

/** A file's text (FileReader where `Blob.text` is missing, as in older engines). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsText(file)
  })
}

/** The contents of text files, one after the other. */
export async function readTextFiles(files: FileList | readonly File[]): Promise<string> {
  const texts = await Promise.all(textFiles(files).map(readText))
  return texts.join('\n')
}

/** 'Upload': picks a text file of values, one per line. */
export function TextFileUploadButton({onText}: {onText: (text: string) => void}) {
  const t = useFormText()
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button
        icon={UploadIcon}
        text={t('array.upload')}
        mode="ghost"
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        accept="text/plain"
        aria-label={t('array.upload-label')}
        hidden
        onChange={(event) => {
          const input = event.currentTarget
          const files = Array.from(input.files ?? [])
          input.value = ''
          if (files.length > 0) void readTextFiles(files).then(onText)
        }}
      />
    </>
  )
}

/** Drag-and-drop handlers that take text files dropped on an element. */
export function textFileDropHandlers(onText: (text: string) => void) {
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')
  return {
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDrop(event: DragEvent) {
      const files = event.dataTransfer?.files
      if (!files || files.length === 0) return
      event.preventDefault()
      void readTextFiles(files).then((text) => {
        if (text !== '') onText(text)
      })
    },
  }
}
