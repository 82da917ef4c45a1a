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
