import {LAZY_INPUT_OF_KIND} from '../../src/builder/lazy/lazy-inputs.js'

// The studio's document form preloads the inputs its type uses before the document arrives; tests
// render inputs as that form does, not the moment before their code has loaded (lazy-input.test.tsx
// covers that moment).
await Promise.all(Object.values(LAZY_INPUT_OF_KIND).map((input) => input.preload()))
