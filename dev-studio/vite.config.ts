import {lazyMotion, modernRxjs, sharedCompilerRuntime, silentDebug} from '@tessera/kit/vite'
import react from '@vitejs/plugin-react'
import {defineConfig} from 'vite'

export default defineConfig({
  // lazyMotion: @sanity/ui's animation engine loads after boot; sharedCompilerRuntime: one copy of
  // React's compiler runtime; modernRxjs: rxjs's ES2015 build; silentDebug: @sanity/mutator's `debug`
  // never logs (see the kit's README).
  plugins: [react(), lazyMotion(), sharedCompilerRuntime(), modernRxjs(), silentDebug()],
  server: {port: 3333, strictPort: true},
  // The studio packages are workspace links built to dist; pre-bundling them once keeps reloads quick.
  optimizeDeps: {include: ['react', 'react-dom/client', 'styled-components']},
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in one chunk. Left alone, Rolldown moves the
          // modules that lazy chunks share with the entry (@sanity/ui, React's compiler runtime, shared
          // shell views) into common chunks of their own, which load up front all the same: with a lazy
          // structure tool that was seven initial files instead of two, and 2 KiB more gzip. Lazy
          // chunks keep their own code.
          groups: [{name: 'index', tags: ['$initial']}],
        },
      },
    },
  },
})
