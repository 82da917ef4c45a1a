import {defineConfig} from 'tessera/vite'

// The tessera command adds React and the lake's address; add your own Vite options here.
export default defineConfig({})
