import pg from 'pg'
import {afterEach, expect, test} from 'vitest'
import {collectEvents} from '../helpers/collect-events.js'
import {startLake, type TestLake} from '../helpers/start-lake.js'

let lake: TestLake | undefined

afterEach(async () => {
  await lake?.stop()
  lake = undefined
})

/** Ends every other connection to the lake's database, as a PostgreSQL restart or failover would. */
async function dropConnections(database: string): Promise<number> {
  const client = new pg.Client({connectionString: database})
  await client.connect()
  try {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return result.rowCount ?? 0
  } finally {
    await client.end()
  }
}

test('after its PostgreSQL connections drop, the lake reconnects: writes work again and listeners hear them', async () => {
  lake = await startLake()
  const listener = await collectEvents(lake.client, '*[_type == "note"]')
  await lake.client.create({_id: 'before', _type: 'note'})
  expect(await dropConnections(lake.database!)).toBeGreaterThanOrEqual(3)
  // The first statement on a dropped connection fails (500); the next ones run on a new connection.
  let written = false
  for (let attempt = 0; attempt < 5 && !written; attempt++) {
    written = await lake.client
      .create({_id: 'after', _type: 'note'})
      .then(() => true)
      .catch(() => false)
  }
  expect(written).toBe(true)
  await listener.until((events) => events.filter((event) => event.type === 'mutation').length === 2)
  expect(await lake.client.fetch('count(*[_type == "note"])')).toBe(2)
  listener.stop()
})
