import {createRequire} from 'node:module'
import {MessageChannel, Worker, receiveMessageOnPort} from 'node:worker_threads'
import {SYNC_WORKER_SOURCE} from './sync-worker-source.js'

export interface Statement {
  text: string
  values?: unknown[]
}

export interface QueryResult<Row> {
  rows: Row[]
  rowCount: number
}

/** An error PostgreSQL answered with; `code` is its SQLSTATE (23505: unique violation, ...). */
export class PostgresError extends Error {
  readonly code: string | undefined
  readonly constraint: string | undefined
  constructor(message: string, code?: string, constraint?: string) {
    super(message)
    this.name = 'PostgresError'
    this.code = code
    this.constraint = constraint
  }
}

type WorkerAnswer<Row> =
  | {id: number; results: QueryResult<Row>[]}
  | {id: number; error: {message: string; code?: string; constraint?: string}}

/** Long enough for a large load at start; a statement that takes longer means the server is gone. */
const ANSWER_TIMEOUT_MS = 120_000

/**
 * One PostgreSQL connection used synchronously. The lake's kernel is synchronous (its SQLite storage
 * is, and so transactions never interleave), so the PostgreSQL storage keeps that shape: `pg` runs on
 * a connection in a worker thread and the calling thread blocks on a shared flag until the answer is
 * posted (`Atomics.wait`). The cost is that the event loop waits for each round trip, as it waits for
 * SQLite's disk writes; statements go in batches to keep round trips few.
 */
export class SyncPostgres {
  private readonly worker: Worker
  private readonly port: MessageChannel['port1']
  private readonly signal: Int32Array
  private closed = false
  private sequence = 0
  /** Never notified: a 1 ms sleep while an answer is in flight. */
  private readonly pause = new Int32Array(new SharedArrayBuffer(4))

  constructor(connectionString: string) {
    const {port1, port2} = new MessageChannel()
    const flag = new SharedArrayBuffer(4)
    this.signal = new Int32Array(flag)
    this.port = port1
    const pgPath = createRequire(import.meta.url).resolve('pg')
    this.worker = new Worker(SYNC_WORKER_SOURCE, {
      eval: true,
      workerData: {port: port2, flag, connectionString, pgPath},
      transferList: [port2],
    })
    // The worker is only waited on through the flag; it must not keep the process alive by itself.
    this.worker.unref()
    this.port.unref()
  }

  query<Row = Record<string, unknown>>(text: string, values: unknown[] = []): QueryResult<Row> {
    return this.batch<Row>([{text, values}])[0]
  }

  /** Runs statements one after another on the connection in one round trip; stops at the first error. */
  batch<Row = Record<string, unknown>>(statements: Statement[]): QueryResult<Row>[] {
    if (this.closed) throw new Error('PostgreSQL connection is closed')
    // Each batch has a number the worker echoes in its answer and writes to the flag: an answer is
    // only ever taken for the batch that asked (once, under load in CI, the flag was up before the
    // answer could be read, and the next batch then took that late answer for its own).
    const id = (this.sequence = (this.sequence % 0x7fffffff) + 1)
    this.port.postMessage({id, statements: statements.map(({text, values}) => ({text, values: values ?? []}))})
    const deadline = Date.now() + ANSWER_TIMEOUT_MS
    for (;;) {
      const seen = Atomics.load(this.signal, 0)
      if (seen === id) break
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`PostgreSQL did not answer within ${ANSWER_TIMEOUT_MS} ms`)
      Atomics.wait(this.signal, 0, seen, left)
    }
    for (;;) {
      const message = receiveMessageOnPort(this.port)?.message as WorkerAnswer<Row> | undefined
      if (message?.id === id) {
        if ('error' in message) {
          throw new PostgresError(message.error.message, message.error.code, message.error.constraint)
        }
        return message.results
      }
      // An older batch's answer (never expected) is dropped; no answer yet: it is on its way.
      if (!message) {
        if (Date.now() > deadline) throw new Error('PostgreSQL worker answered nothing')
        Atomics.wait(this.pause, 0, 0, 1)
      }
    }
  }

  close(): Promise<number> {
    this.closed = true
    this.port.close()
    return this.worker.terminate()
  }
}
