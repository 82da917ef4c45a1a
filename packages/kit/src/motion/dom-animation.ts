// The animation engine, in a chunk of its own (loaded by <AnimationFeatures> after boot): motion's
// `m` components (`div`, `create(Component)`...) for the deferred `motion` components @sanity/ui
// renders, with LazyMotion and its features. `m` comes from `motion/react-m`: imported from
// `motion/react`, whose module reads `m` into a binding of its own, it stayed in the first chunk.
export {domAnimation, LazyMotion} from 'motion/react'
export * as m from 'motion/react-m'
