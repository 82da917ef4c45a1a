/**
 * The worker behind `SyncPostgres` (sync-postgres.ts), as source text run with `eval: true`, so it needs
 * no build step or loader of its own (the lake runs from TypeScript in tests and from dist when
 * installed). Plain JavaScript: it gets `pg`'s resolved path and a shared flag, runs each batch of
 * statements on one connection, posts the answer (with the batch's id) on its port, then sets the flag the
 * main thread is waiting on to that id.
 */
export const SYNC_WORKER_SOURCE = `
const {workerData} = require('node:worker_threads')
const pg = require(workerData.pgPath)
const {port, flag, connectionString} = workerData
const signal = new Int32Array(flag)
// bigint (int8) columns, such as log positions, come back as numbers: they stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value))
let client
let connected
let broken
// A connection that failed (the server restarted, the network dropped) is replaced on the next
// batch: that batch may fail, later ones work again. A transaction open on it is rolled back by
// the server, so nothing half-written stays.
function connect() {
  broken = undefined
  client = new pg.Client({connectionString, application_name: 'tessera-lake'})
  client.on('error', (err) => { broken = err })
  connected = client.connect()
  // Marked here too, so a failed connect is retried (and is never an unhandled rejection).
  connected.catch((err) => { broken = err })
}
connect()

// The answer carries its batch's id, and the flag is set to that id once it is posted.
function answer(id, message) {
  port.postMessage({id, ...message})
  Atomics.store(signal, 0, id)
  Atomics.notify(signal, 0)
}

port.on('message', async ({id, statements: batch}) => {
  try {
    if (broken) {
      client.end().catch(() => {})
      connect()
    }
    await connected
    const results = []
    for (const {text, values} of batch) {
      const result = await client.query({text, values, rowMode: undefined})
      results.push({rows: result.rows, rowCount: result.rowCount ?? 0})
    }
    answer(id, {results})
  } catch (err) {
    answer(id, {error: {message: err.message, code: err.code, detail: err.detail, constraint: err.constraint}})
  }
})
`
