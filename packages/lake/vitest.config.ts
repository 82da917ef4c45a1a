import {defineConfig, mergeConfig} from 'vitest/config'
import base, {sharedModuleGraph} from '../../tooling/vitest.package.js'
import {NO_POSTGRES_REASON, postgresBinDir} from './test/helpers/postgres-server.js'

/**
 * The whole suite runs a second time with documents and history in PostgreSQL (the same files, not
 * copies: `startLake` and `spawnLake` give each lake its own database when TESSERA_TEST_STORAGE is
 * "postgres"), except what only the SQLite storage has: its FTS5 search index (PostgreSQL has none
 * yet; queries there scan, which the search tests compare the index against anyway).
 */
const SQLITE_ONLY = ['test/search-index.test.ts', 'test/search-index-durability.test.ts']
/** Browser tests drive a studio against the lake: nothing in them depends on the storage. */
const BROWSER = ['**/*.browser.test.ts']

const havePostgres = postgresBinDir() !== undefined
// CI installs PostgreSQL (.ci/run), so there the second run always happens; elsewhere say why not.
if (!havePostgres && process.env.CI) throw new Error(`lake: ${NO_POSTGRES_REASON}`)
if (!havePostgres) console.warn(`lake: skipping the PostgreSQL runs: ${NO_POSTGRES_REASON}`)

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // One module graph per worker: per-file imports cost 47 of the SQLite run's 225 s. Files start and
      // stop their own lakes and keep their state in them (or restore it, as the studio test's TLS env).
      ...sharedModuleGraph,
      projects: [
        {extends: true, test: {name: 'sqlite', exclude: ['test/postgres/**', 'node_modules/**']}},
        ...(havePostgres
          ? [
              {
                extends: true as const,
                test: {
                  name: 'postgres',
                  exclude: [...SQLITE_ONLY, ...BROWSER, 'node_modules/**'],
                  globalSetup: ['test/helpers/postgres-global-setup.ts'],
                  env: {TESSERA_TEST_STORAGE: 'postgres'},
                },
              },
            ]
          : []),
      ],
    },
  }),
)
