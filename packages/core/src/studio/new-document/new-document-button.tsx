// Stub: the new-document helper replaces this file (see /work/notes/shell.md).
export function NewDocumentButton() {
  return null
}
