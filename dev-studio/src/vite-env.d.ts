/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The lake the studio talks to (set by scripts/dev.ts). */
  readonly VITE_TESSERA_LAKE_URL?: string
}
