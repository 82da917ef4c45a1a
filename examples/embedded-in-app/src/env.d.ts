// `tessera dev`, `build` and `start` set the lake's address here.
interface ImportMetaEnv {
  readonly TESSERA_LAKE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
