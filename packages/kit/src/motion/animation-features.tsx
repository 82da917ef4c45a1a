import {LazyMotion} from 'motion/react'
import type {ReactNode} from 'react'

/** After the studio's first busy second, when the main thread is idle: not on the way to editable. */
const AFTER_BOOT_MS = 1000
const afterBoot = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout: 2000})
      else resolve()
    }, AFTER_BOOT_MS),
  )
const loadFeatures = () =>
  afterBoot()
    .then(() => import('./dom-animation.js'))
    .then((module) => module.domAnimation)

/**
 * Loads the animation features of @sanity/ui's popovers, tooltips and toasts after boot. With
 * `lazyMotion()` in the build they render as `m` components, which animate once these are in; without
 * it they use the full `motion` component and this provider changes nothing.
 */
export function AnimationFeatures({children}: {children: ReactNode}) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>
}
