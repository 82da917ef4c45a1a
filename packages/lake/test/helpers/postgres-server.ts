// The throwaway PostgreSQL server lives in the package's testing entry (@tessera/lake/testing), so
// other packages' tests start one the same way.
export {
  createDatabase,
  NO_POSTGRES_REASON,
  postgresBinDir,
  startPostgres,
  type PostgresServer,
} from '../../src/testing/postgres-server.js'
