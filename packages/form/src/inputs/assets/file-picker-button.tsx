import {Button} from '@sanity/ui'
import {useRef, type ComponentType, type ReactNode} from 'react'

/**
 * A hidden file input limited to the accepted types and a function that opens it. The input is
 * rendered by the caller outside any menu, so it outlives the menu item that opened it.
 */
export function useFilePicker(accept: string, onFile: (file: File) => void): [ReactNode, () => void] {
  const input = useRef<HTMLInputElement>(null)
  const element = (
    <input
      ref={input}
      data-testid="file-picker"
      type="file"
      accept={accept || undefined}
      hidden
      onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (file) onFile(file)
      }}
    />
  )
  return [element, () => input.current?.click()]
}

/** A button that opens the browser's file picker. */
export function FilePickerButton({
  accept,
  disabled,
  icon,
  text,
  onFile,
}: {
  accept: string
  disabled?: boolean
  icon?: ComponentType
  text: string
  onFile(file: File): void
}) {
  const [picker, open] = useFilePicker(accept, onFile)
  return (
    <>
      {picker}
      <Button disabled={disabled} fontSize={1} icon={icon} mode="ghost" text={text} onClick={open} />
    </>
  )
}
