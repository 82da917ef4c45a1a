import {useDeferredValue, type ReactNode} from 'react'

/**
 * A pane's content. A pane that mounts behind others (`defer`: not the last pane) mounts its content
 * in a render of its own after the panes first show (a deferred, interruptible render), inside the
 * pane's already sized card. Opening a document by its URL renders the lists before it as well; those
 * are not what the user waits for, so the document's form comes first and the lists fill in when the
 * main thread is free (issue 23: time to editable). `defer` counts only at the mount: later it renders
 * like its children alone, and a pane that stops being the last keeps its content.
 */
export function DeferredPaneContent({defer, children}: {defer: boolean; children: ReactNode}) {
  // useDeferredValue's initial value is used only at the mount; true means no deferred first render.
  const mounted = useDeferredValue(true, !defer)
  return mounted ? children : null
}
