import {defineConfig} from 'tessera/vite'

// `tessera dev`/`build` add React and the lake's address. An app that runs Vite itself would add
// `tesseraStudio()` from 'tessera/vite' to its plugins instead.
export default defineConfig({})
