import {Card, Spinner} from '@sanity/ui'
import {Flex} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import type {ComponentType, ReactNode} from 'react'

/** An input whose code loads on demand; `preload()` fetches it ahead (the form does, per document type). */
export type LazyInput<P extends object> = ((props: P) => ReactNode) & {
  preload(): Promise<ComponentType<P>>
}

/**
 * Wraps an input kind's module so its code (and its libraries: date-fns, @dnd-kit, the reference
 * search, the asset library) loads when a document that uses the kind opens, not with the studio.
 * An input mounted after its code is in renders it directly, so a preloaded input never shows the
 * loading state, not even for a frame; until then a field-sized placeholder keeps the layout.
 */
export function lazyInput<P extends object>(load: () => Promise<ComponentType<P>>): LazyInput<P> {
  const loader = createCodeLoader(load)
  function Input(props: P) {
    // Not React.lazy + Suspense: a committed fallback makes React hold back the form's reveal that
    // follows for up to 300 ms (see `useLoadedCode`). The code's arrival mounts the input once; later
    // renders keep that component, so the input's own state survives.
    const Loaded = useLoadedCode(loader)
    if (!Loaded) return <LoadingInput />
    return <Loaded {...props} />
  }
  return Object.assign(Input, {preload: loader.load})
}

function LoadingInput() {
  return (
    <Card border radius={2} padding={3} data-input-loading="">
      <Flex align="center" justify="center">
        <Spinner muted />
      </Flex>
    </Card>
  )
}
