import {join} from 'node:path'
import type {AssetFiles} from './assets/files/asset-files.js'
import {DirectoryAssetFiles} from './assets/files/directory-asset-files.js'
import {S3AssetFiles, type S3AssetsOptions} from './assets/files/s3-asset-files.js'
import type {Identity} from './auth/identity.js'
import {createTokenStore, type TokenStore} from './auth/token-store.js'
import {createUserStore, type UserStore} from './auth/user-store.js'
import type {LakeLimits} from './config.js'
import type {LakeConfig} from './config/lake-config.js'
import {DatasetIndex} from './documents/dataset-index.js'
import {isValidDatasetName, isValidDocumentId, randomId} from './documents/ids.js'
import {LakeError, badRequest} from './errors.js'
import {createGrantRegistry, type GrantRegistry} from './grants/grant-registry.js'
import {noDocumentGrants} from './grants/permission-errors.js'
import {ListenerHub} from './listen/listener-hub.js'
import {openDatabase, type SqliteDatabase} from './storage/open-database.js'
import {createSqliteSearchIndex} from './search-index/sqlite-search-index.js'
import type {SearchIndex} from './search-index/types.js'
import {createPostgresStorage} from './storage/postgres/postgres-storage.js'
import {createSqliteStorage} from './storage/sqlite-storage.js'
import {SyncPostgres} from './storage/postgres/sync-postgres.js'
import {postgresSql, sqliteSql, type SqlDatabase} from './storage/sql-database.js'
import type {LakeStorage, StoredTransaction} from './storage/types.js'
import {buildTransaction} from './transactions/build-transaction.js'
import {WorkingSet} from './transactions/working-set.js'

export interface TransactionRequest {
  dataset: string
  transactionId?: unknown
  author: string
  /** Who writes: every change is checked against their grants (403, nothing written). */
  identity: Identity
  dryRun: boolean
  /** What the log and listeners record as the transaction's mutations. */
  mutations: unknown[]
  errorKind: 'mutationError' | 'actionError'
}

/**
 * The lake's state: storage, the in-memory dataset indexes and the listener hub. Route handlers get
 * this object; nothing lives in module scope, so several lakes can run in one process (tests do).
 */
export interface LakeKernel {
  readonly dir: string
  /**
   * The local asset directory: `<dir>/assets`, or a directory several processes share. It holds the
   * transform cache, and the originals unless they are in an object store (then a copy of those used).
   */
  readonly assetsDir: string
  /** Where the originals of uploaded assets are kept: the assets directory, or an S3 bucket. */
  readonly assetFiles: AssetFiles
  readonly limits: LakeLimits
  readonly config: LakeConfig
  /**
   * The SQLite database in the lake directory. It holds everything when the lake runs on SQLite; with
   * PostgreSQL, only the search index's tables (unused there).
   */
  readonly db: SqliteDatabase
  /**
   * Where users, tokens, sign-in sessions, CORS origins, user settings and the studio extras live:
   * the SQLite database, or PostgreSQL (shared by every process) when documents are there.
   */
  readonly sql: SqlDatabase
  readonly storage: LakeStorage
  /** The full-text index `match` and `text::query()` narrow with (absent when turned off). */
  readonly search: SearchIndex | undefined
  readonly tokens: TokenStore
  /** Local users who sign in with an email and a password. */
  readonly users: UserStore
  readonly hub: ListenerHub
  /** Roles and the document access they give. */
  readonly grants: GrantRegistry
  /**
   * The index of a dataset. For a dataset nobody has written to it is a new empty index that is kept only
   * once a transaction commits to it, so reads never create datasets. Throws 400 for an invalid name.
   */
  dataset(name: string): DatasetIndex
  /**
   * Runs `work` against a working set and commits the result atomically: storage, index, listeners.
   * Everything is synchronous, so transactions never interleave in a process; the storage keeps
   * several processes' writes to a dataset apart (`LakeStorage.exclusive`). With `dryRun` nothing is
   * stored.
   */
  transact<T>(
    request: TransactionRequest,
    work: (working: WorkingSet) => T,
  ): {transaction: StoredTransaction; value: T}
  close(): Promise<void>
}

export interface KernelOptions {
  /** Keep the search index (default true; false only to measure what it costs). */
  searchIndex?: boolean
  /**
   * A `postgres://` URL: documents and history live in that PostgreSQL database, which any number of
   * lake processes may share. Without it they live in SQLite in `dir`.
   */
  database?: string
  /** Asset files somewhere else than `<dir>/assets`: a volume that every process mounts. */
  assetsDir?: string
  /** Keep asset originals in an S3-compatible object store that every process shares. */
  assetsS3?: S3AssetsOptions
}

export function createLakeKernel(
  dir: string,
  limits: LakeLimits,
  config: LakeConfig,
  options: KernelOptions = {},
): LakeKernel {
  // First: a bad role definition stops the lake before anything is opened.
  const grants = createGrantRegistry(config)
  // So does a bad S3 location.
  const assetsDir = options.assetsDir ?? join(dir, 'assets')
  const assetFiles = options.assetsS3
    ? new S3AssetFiles(options.assetsS3, assetsDir)
    : new DirectoryAssetFiles(assetsDir)
  const db = openDatabase(dir)
  const storage = options.database
    ? createPostgresStorage(options.database)
    : createSqliteStorage(db, [(transaction, seq) => search?.write(transaction, seq)])
  // After the storage, which creates the tables it is built from; before any commit. PostgreSQL has
  // no search index yet: queries then scan, with the same answers.
  const search = options.searchIndex === false || options.database ? undefined : createSqliteSearchIndex(db)
  // Its own connection (after the storage, whose start migrated the schema).
  const sql = options.database ? postgresSql(new SyncPostgres(options.database)) : sqliteSql(db)
  const tokens = createTokenStore(sql)
  const users = createUserStore(sql, config)
  const hub = new ListenerHub()
  const datasets = new Map<string, DatasetIndex>()
  let lastTime = Date.parse(storage.lastTimestamp() ?? '') || 0

  function dataset(name: string): DatasetIndex {
    const index = datasets.get(name)
    if (index) return index
    if (!isValidDatasetName(name)) {
      throw badRequest(
        `Invalid dataset name "${name}": use lowercase letters, digits, "_" and "-", at most 64 characters`,
        'invalidDatasetError',
      )
    }
    // Not kept: made-up names in reads (or in writes that fail) must not grow memory.
    return new DatasetIndex(name)
  }

  function createDataset(name: string): DatasetIndex {
    const index = dataset(name)
    datasets.set(name, index)
    return index
  }

  for (const {dataset: name, document} of storage.loadDocuments()) createDataset(name).put(document)

  /** What another process committed: into the index, then to this process's listeners. */
  storage.follow((transaction) => {
    const index = createDataset(transaction.dataset)
    for (const change of transaction.changes) {
      change.before = index.get(change.id) ?? null
      if (change.after) index.put(change.after)
      else index.remove(change.id)
    }
    lastTime = Math.max(lastTime, Date.parse(transaction.timestamp) || 0)
    hub.publish(transaction)
  })

  /** Timestamps never go backwards, so history stays in order even if the clock does. */
  function nextTimestamp(): string {
    lastTime = Math.max(Date.now(), lastTime + 1)
    return new Date(lastTime).toISOString()
  }

  function transactionIdFor(request: TransactionRequest): string {
    if (
      request.transactionId === undefined ||
      request.transactionId === null ||
      request.transactionId === ''
    ) {
      return randomId()
    }
    if (!isValidDocumentId(request.transactionId)) {
      throw badRequest(
        `Invalid transaction id ${JSON.stringify(request.transactionId)}`,
        'invalidTransactionIdError',
      )
    }
    if (storage.hasTransaction(request.dataset, request.transactionId)) {
      const description = `Transaction ID "${request.transactionId}" has already been used`
      throw new LakeError(409, description, {type: 'transactionIdConflictError', description})
    }
    return request.transactionId
  }

  return {
    dir,
    assetsDir,
    assetFiles,
    limits,
    config,
    db,
    sql,
    storage,
    search,
    tokens,
    users,
    hub,
    grants,
    dataset,
    transact(request, work) {
      const access = grants.accessFor(request.identity)
      if (!access.hasGrants) throw noDocumentGrants(access.roles)
      // Checked before the lock, so invalid names never reach the storage.
      dataset(request.dataset)
      const result = storage.exclusive(request.dataset, () => {
        // Inside: taking in other processes' transactions may have created the dataset's index.
        const index = dataset(request.dataset)
        const working = new WorkingSet(index, transactionIdFor(request), nextTimestamp(), access, limits)
        const value = work(working)
        const transaction = buildTransaction(working, {
          author: request.author,
          access,
          mutations: request.mutations,
          maxDocumentBytes: limits.maxDocumentBytes,
          errorKind: request.errorKind,
        })
        const committed = !request.dryRun && transaction.changes.length > 0
        if (committed) storage.commit(transaction)
        return {transaction, value, index, committed}
      })
      const {transaction, value, index, committed} = result
      if (committed) {
        datasets.set(request.dataset, index)
        for (const change of transaction.changes) {
          if (change.after) index.put(change.after)
          else index.remove(change.id)
        }
        hub.publish(transaction)
      }
      return {transaction, value}
    },
    async close() {
      hub.shutdown()
      await assetFiles.close()
      await storage.close()
      await sql.close()
      db.close()
    },
  }
}
