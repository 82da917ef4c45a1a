export {
  startTestLake,
  TEST_DATASET,
  TEST_PASSWORD,
  TEST_PROJECT_ID,
  type TestLake,
  type TestLakeOptions,
  type TestUser,
} from './start-test-lake.js'
export {
  createDatabase,
  NO_POSTGRES_REASON,
  postgresBinDir,
  startPostgres,
  type PostgresServer,
} from './postgres-server.js'
/** The cookie a session token travels in over plain http (a browser test's signed-in context sets it). */
export {SESSION_COOKIE} from '../auth/session-cookie.js'
