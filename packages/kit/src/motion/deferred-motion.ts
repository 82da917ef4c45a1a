import {isValidMotionProp} from 'motion/react'
import {createElement, useState, type ComponentType} from 'react'
import {motionEngine} from './motion-engine-state.js'

type AnyComponent = ComponentType<Record<string, unknown>>
/** A tag name or any component (its props are passed through as they come). */
type Target = string | ComponentType<never>

/**
 * The props without motion's own (`initial`, `animate`, `exit`, `transition`, `variants`...). `style`
 * counts as one of motion's (it may hold motion values) but carries what places an element (a
 * popover's `position`, `left` and `top`): it is kept, with each motion value at its current value.
 */
function withoutMotionProps(props: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = {}
  for (const key in props) {
    if (key === 'style') rest.style = plainStyle(props.style)
    else if (!isValidMotionProp(key)) rest[key] = props[key]
  }
  return rest
}

interface MotionValueLike {
  get(): unknown
  on(...args: unknown[]): unknown
}

function isMotionValueLike(value: unknown): value is MotionValueLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MotionValueLike).get === 'function' &&
    typeof (value as MotionValueLike).on === 'function'
  )
}

function plainStyle(style: unknown): unknown {
  if (typeof style !== 'object' || style === null) return style
  const plain: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(style))
    plain[name] = isMotionValueLike(value) ? value.get() : value
  return plain
}

/**
 * A component that is motion's `m` component for `target` once the engine is in, and `target` itself
 * (without the motion props) until then. Each element decides when it mounts and keeps that: turning
 * a mounted plain element into a motion one would remount what it holds (an open menu, its focus).
 * Before the engine is in, an element shows at once in its final state instead of animating there.
 */
function deferred(target: Target): AnyComponent {
  let Motion: AnyComponent | undefined
  const motionOf = (): AnyComponent | undefined => {
    const engine = motionEngine()
    if (!Motion && engine) {
      const m = engine.m
      Motion = (
        typeof target === 'string' ? m[target] : m.create(target as ComponentType<never>)
      ) as AnyComponent
    }
    return Motion
  }
  function DeferredMotion(props: Record<string, unknown>) {
    const [chosen] = useState(motionOf)
    const engine = motionEngine()
    if (!chosen || !engine) return createElement(target as string | AnyComponent, withoutMotionProps(props))
    // Its own LazyMotion: the studio's tree has none (it would hold the engine's code in the first load).
    return createElement(
      engine.LazyMotion,
      {features: engine.features as never},
      createElement(chosen, props),
    )
  }
  DeferredMotion.displayName = `DeferredMotion(${typeof target === 'string' ? target : (target.displayName ?? target.name)})`
  return DeferredMotion
}

const byTag = new Map<string, AnyComponent>()

/**
 * `motion` as @sanity/ui uses it (`motion.div`, `motion.create(Card)`), without motion's engine in
 * the first load: every component is `deferred` (the same component for a tag on every access, so
 * renders do not remount).
 */
export const motion = new Proxy({} as Record<string, AnyComponent> & {create(target: Target): AnyComponent}, {
  get(_target, key) {
    if (key === 'create') return deferred
    if (typeof key !== 'string') return undefined
    let component = byTag.get(key)
    if (!component) byTag.set(key, (component = deferred(key)))
    return component
  },
})
