import react from '@vitejs/plugin-react'
import {defineConfig} from 'vite'

export default defineConfig({
  plugins: [react()],
  server: {port: 3333, strictPort: true},
  // The studio packages are workspace links built to dist; pre-bundling them once keeps reloads quick.
  optimizeDeps: {include: ['react', 'react-dom/client', 'styled-components']},
})
