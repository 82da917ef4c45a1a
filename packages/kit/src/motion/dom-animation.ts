// The animation features, in a chunk of their own (loaded by <AnimationFeatures> after boot).
export {domAnimation} from 'motion/react'
