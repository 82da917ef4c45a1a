import type {SqlDatabase} from '../storage/sql-database.js'

export interface TelemetryBatchRecord {
  projectId: string
  userId: string
  events: unknown[]
}

/** What the studio extras keep: dismissed trial dialogs and (with consent) telemetry batches. */
export interface ExtrasStore {
  dismissTrialDialog(userId: string, dialogId: string): void
  isTrialDialogDismissed(userId: string, dialogId: string): boolean
  storeTelemetryBatch(record: TelemetryBatchRecord): void
}

const EXTRAS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS trial_dismissals (
  user_id TEXT NOT NULL,
  dialog_id TEXT NOT NULL,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, dialog_id)
);

CREATE TABLE IF NOT EXISTS telemetry_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  event_count INTEGER NOT NULL,
  batch TEXT NOT NULL
);
`

// One store per database, so several lakes in one process stay apart.
const stores = new WeakMap<SqlDatabase, ExtrasStore>()

export function extrasStoreOf(db: SqlDatabase): ExtrasStore {
  let store = stores.get(db)
  if (!store) {
    store = createExtrasStore(db)
    stores.set(db, store)
  }
  return store
}

function createExtrasStore(db: SqlDatabase): ExtrasStore {
  if (db.dialect === 'sqlite') db.exec(EXTRAS_SCHEMA_SQL)
  const dismiss = db.prepare(
    'INSERT INTO trial_dismissals (user_id, dialog_id, dismissed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  )
  const dismissed = db.prepare('SELECT 1 FROM trial_dismissals WHERE user_id = ? AND dialog_id = ?')
  const insertBatch = db.prepare(
    'INSERT INTO telemetry_batches (project_id, user_id, received_at, event_count, batch) VALUES (?, ?, ?, ?, ?)',
  )
  return {
    dismissTrialDialog(userId, dialogId) {
      dismiss.run(userId, dialogId, new Date().toISOString())
    },
    isTrialDialogDismissed: (userId, dialogId) => dismissed.get(userId, dialogId) !== undefined,
    storeTelemetryBatch({projectId, userId, events}) {
      insertBatch.run(projectId, userId, new Date().toISOString(), events.length, JSON.stringify(events))
    },
  }
}
