/**
 * `motion/react` as @sanity/ui sees it in a studio build (`@tessera/kit/vite`'s `lazyMotion()` points
 * @sanity/ui's imports here): everything as it is, except that `motion` is the light `m` component.
 * `m` renders at once and animates with the features `<AnimationFeatures>` loads after boot, so the
 * animation engine (about 40 KiB gzip) leaves the JavaScript a document needs to become editable.
 */
export * from 'motion/react'
export {m as motion} from 'motion/react'
