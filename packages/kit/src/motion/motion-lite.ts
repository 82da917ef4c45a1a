/**
 * `motion/react` as @sanity/ui sees it in a studio build (`@tessera/kit/vite`'s `lazyMotion()` points
 * @sanity/ui's imports here): what it imports besides `motion` as it is, and `motion` deferred: its
 * components render as plain elements until `<AnimationFeatures>` has loaded the engine after boot
 * (`m` and its animation features, about 15 KiB gzip), and as motion's `m` components from then on.
 * So no animation code is in the JavaScript a document needs to become editable.
 */
export {AnimatePresence, PresenceChild, invariant, stagger} from 'motion/react'
export {motion} from './deferred-motion.js'
