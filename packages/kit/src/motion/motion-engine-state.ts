import type {ComponentType, ReactNode} from 'react'

/** The parts of motion's engine the deferred `motion` components need once it is in. */
export interface MotionEngine {
  /** motion's `m`: `m.div`, `m.create(Component)`. */
  m: Record<string, unknown> & {create(component: ComponentType<never>): ComponentType<never>}
  /** Provides the animation features to the `m` components inside. */
  LazyMotion: ComponentType<{features: never; children?: ReactNode}>
  features: unknown
}

let engine: MotionEngine | undefined
let loading: Promise<MotionEngine> | undefined

/** The engine if it is in (AnimationFeatures loads it after boot). */
export function motionEngine(): MotionEngine | undefined {
  return engine
}

/** Loads the engine (once). */
export function loadMotionEngine(): Promise<MotionEngine> {
  return (loading ??= import('./dom-animation.js').then(
    (module) =>
      (engine = {
        m: module.m as unknown as MotionEngine['m'],
        LazyMotion: module.LazyMotion as unknown as MotionEngine['LazyMotion'],
        features: module.domAnimation,
      }),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))
}
