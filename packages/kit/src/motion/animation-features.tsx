import {useEffect, type ReactNode} from 'react'
import {loadMotionEngine} from './motion-engine-state.js'
import {whenIdle} from '../hooks/use-after-idle.js'

/** After the studio's first busy second, when the main thread is idle: not on the way to editable. */
const AFTER_BOOT_MS = 1000
const afterBoot = () =>
  new Promise<void>((resolve) => setTimeout(() => whenIdle(resolve, 2000), AFTER_BOOT_MS))

/**
 * Loads the animation engine of @sanity/ui's popovers, tooltips and toasts after boot. With
 * `lazyMotion()` in the build their motion components are deferred (`motion-lite`): plain elements
 * until the engine is in, motion's `m` components with its features after; without the plugin they use
 * the full `motion` component and this changes nothing.
 */
export function AnimationFeatures({children}: {children: ReactNode}) {
  useEffect(() => {
    let active = true
    void afterBoot().then(() => {
      // A failed load leaves the components plain (no animation); nothing else depends on it.
      if (active) loadMotionEngine().catch(() => undefined)
    })
    return () => {
      active = false
    }
  }, [])
  return children
}
