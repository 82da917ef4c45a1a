import {createElement, type ComponentType, type ReactNode} from 'react'

/** Renders the next layer down (or the built-in component) with the given props. */
export type RenderDefault<P> = (props: P) => ReactNode

/** What a middleware layer receives: the component's props plus `renderDefault`. */
export type MiddlewareProps<P> = P & {renderDefault: RenderDefault<P>}

/** A component override: a function component that may call `renderDefault(props)`. */
export type MiddlewareComponent<P> = ComponentType<MiddlewareProps<P>>

/**
 * Composes component overrides around a built-in component. `layers` are in flattened plugin
 * order (children first, root last); the last layer is the outermost, so the user's own config
 * decides whether and how the plugins' layers render. Each layer is rendered as its own element
 * (never called as a function), so layers may use hooks.
 *
 * Compose once (module scope or `useMemo`), not on every render: each call makes a new component
 * type, and React would remount the subtree.
 */
export function composeMiddleware<P extends object>(
  layers: readonly MiddlewareComponent<P>[],
  Default: ComponentType<P>,
): ComponentType<P> {
  let renderNext: RenderDefault<P> = (props) => createElement(Default, withoutRenderDefault(props))
  for (const Layer of layers) {
    const renderInner = renderNext
    renderNext = (props) => createElement(Layer, {...withoutRenderDefault(props), renderDefault: renderInner})
  }
  const renderOutermost = renderNext
  function ComposedComponent(props: P): ReactNode {
    return renderOutermost(props)
  }
  const defaultName = Default.displayName ?? Default.name
  ComposedComponent.displayName = `Composed(${defaultName || 'Component'})`
  return ComposedComponent
}

// A layer passes its own props (which include its renderDefault) down; the next layer gets a fresh one.
function withoutRenderDefault<P>(props: P): P {
  if (props === null || typeof props !== 'object' || !('renderDefault' in props)) return props
  const {renderDefault: _renderDefault, ...rest} = props as P & {renderDefault: unknown}
  return rest as P
}
