import {LazyMotion} from 'motion/react'
import type {ReactNode} from 'react'

const loadFeatures = () => import('./dom-animation.js').then((module) => module.domAnimation)

/**
 * Loads the animation features of @sanity/ui's popovers, tooltips and toasts after boot. With
 * `lazyMotion()` in the build they render as `m` components, which animate once these are in; without
 * it they use the full `motion` component and this provider changes nothing.
 */
export function AnimationFeatures({children}: {children: ReactNode}) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>
}
