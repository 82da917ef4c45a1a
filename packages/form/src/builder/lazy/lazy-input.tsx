import {Card, Flex, Spinner} from '@sanity/ui'
import {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react'

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
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load (offline for a moment) is asked for again next time.
        loading = undefined
        throw error
      },
    ))
  const Suspended = lazy(() => preload().then((component) => ({default: component})))
  function Input(props: P) {
    // Decided once per mounted input: switching from the suspending path to the loaded component
    // later would be a different tree, and remount the input (losing its open dialog, its focus).
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={<LoadingInput />}>
        <Suspended {...props} />
      </Suspense>
    )
  }
  return Object.assign(Input, {preload})
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
