import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {resolveLakeConfig} from '../config/lake-config.js'
import {createCorsStore} from '../cors/cors-store.js'
import {OriginPatternError} from '../cors/origin-pattern.js'
import {DIR_OPTION, openSideStores} from './lake-dir.js'

const USAGE = `Usage:
  tessera-lake cors add <origin> [--credentials] [--dir ./.tessera/lake]
  tessera-lake cors list [--dir ./.tessera/lake]
  tessera-lake cors remove <origin> [--dir ./.tessera/lake]

Manages which browser origins may call the lake (the project's CORS allow-list). An origin is
scheme://host[:port] without a path, https://*.example.com for every subdomain, or * for every origin
(never with --credentials). --credentials lets the origin send cookies, as the studio does.
Changes apply to a running lake at once.`

/** `tessera-lake cors add|list|remove`: edits the allow-list in the lake directory's database. */
export async function corsCommand(args: string[]): Promise<void> {
  const {values, positionals} = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...DIR_OPTION,
      credentials: {type: 'boolean', default: false},
      help: {type: 'boolean', default: false},
    },
  })
  const [action, origin, ...extra] = positionals
  if (values.help || !action) {
    console.log(USAGE)
    return
  }
  const needsOrigin = action === 'add' || action === 'remove'
  if (!['add', 'list', 'remove'].includes(action) || (needsOrigin && !origin) || extra.length > 0) {
    console.error(USAGE)
    process.exit(2)
  }

  const dir = resolve(values.dir)
  const config = resolveLakeConfig(dir)
  const {sql, close} = openSideStores(dir, values.database)
  try {
    const store = createCorsStore(sql, config.projectId)
    if (action === 'list') {
      const entries = store.list()
      if (entries.length === 0) console.log(`No origins allowed for project ${config.projectId}`)
      for (const entry of entries) {
        const credentials = entry.allowCredentials ? 'credentials' : 'no credentials'
        console.log(`${entry.origin}\t${credentials}\t${entry.createdAt}`)
      }
    } else if (action === 'add') {
      const {entry, created} = store.add(origin, {allowCredentials: values.credentials})
      const credentials = entry.allowCredentials ? 'with credentials' : 'without credentials'
      console.log(`${created ? 'Allowed' : 'Updated'} ${entry.origin} (${credentials})`)
    } else if (store.remove(origin)) {
      console.log(`Removed ${origin}`)
    } else {
      throw new Error(`${origin} is not in the allow-list of project ${config.projectId}`)
    }
  } catch (err) {
    if (err instanceof OriginPatternError) {
      console.error(`tessera-lake: ${err.message}`)
      process.exit(2)
    }
    throw err
  } finally {
    close()
  }
}
