import {parseArgs} from 'node:util'
import {parseRoles} from '../auth/roles.js'
import {DIR_OPTION, formatTable, openLakeDir} from './lake-dir.js'

const USAGE = `Usage:
  tessera-lake token create --role <role[,role]> [--label <text>] [--expires <ISO date | days>] [--dir <dir>]
  tessera-lake token list [--dir <dir>]
  tessera-lake token revoke <id> [--dir <dir>]

"create" prints the token as its last line; it is shown only once (the lake keeps only a hash).`

/** `tessera-lake token ...`: API tokens for scripts, CI and tests, each with its own roles. */
export async function tokenCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args
  if (!action || action === '--help' || action === 'help') {
    console.log(USAGE)
    return
  }
  const handler = ACTIONS[action]
  if (!handler) throw new Error(`Unknown token command "${action}".\n${USAGE}`)
  handler(rest)
}

const ACTIONS: Record<string, (args: string[]) => void> = {
  create(args) {
    const {values} = parseArgs({
      args,
      options: {role: {type: 'string'}, label: {type: 'string'}, expires: {type: 'string'}, ...DIR_OPTION},
    })
    if (!values.role) throw new Error(`Missing --role.\n${USAGE}`)
    const expiresAt = values.expires ? parseExpiry(values.expires) : undefined
    const lake = openLakeDir(values, {mustExist: false})
    try {
      const roles = parseRoles(lake.config, values.role)
      const {id, token} = lake.tokens.createRobotToken({roles, label: values.label, expiresAt})
      console.log(
        `Created token ${id} (roles: ${roles.join(', ')}; expires: ${expiresAt ?? 'never'}). ` +
          'Copy it now, it is not shown again:',
      )
      console.log(token)
    } finally {
      lake.close()
    }
  },

  list(args) {
    const {values} = parseArgs({args, options: DIR_OPTION})
    const lake = openLakeDir(values, {mustExist: true})
    try {
      const tokens = lake.tokens.list()
      if (tokens.length === 0) {
        console.log('No tokens yet. Create one with: tessera-lake token create --role <role>')
        return
      }
      const rows = tokens.map((token) => {
        const user = token.userId ? lake.users.get(token.userId) : undefined
        const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now()
        return [
          token.id,
          token.kind,
          token.kind === 'session' ? (user?.email ?? token.userId ?? '') : (token.label ?? ''),
          (token.kind === 'session' ? (user?.roles ?? []) : token.roles).join(','),
          token.createdAt,
          token.expiresAt ? `${token.expiresAt}${expired ? ' (expired)' : ''}` : 'never',
        ]
      })
      console.log(formatTable(['ID', 'KIND', 'LABEL/USER', 'ROLES', 'CREATED', 'EXPIRES'], rows))
    } finally {
      lake.close()
    }
  },

  revoke(args) {
    const {values, positionals} = parseArgs({args, options: DIR_OPTION, allowPositionals: true})
    if (positionals.length !== 1) throw new Error(`Expected one token id.\n${USAGE}`)
    const lake = openLakeDir(values, {mustExist: true})
    try {
      if (!lake.tokens.revoke(positionals[0])) {
        throw new Error(`No token with the id "${positionals[0]}". List them with: tessera-lake token list`)
      }
      console.log(`Revoked token ${positionals[0]}`)
    } finally {
      lake.close()
    }
  },
}

/** `--expires`: an ISO date or a number of days from now; it must lie in the future. */
export function parseExpiry(raw: string, now = Date.now()): string {
  const time = /^\d+(\.\d+)?$/.test(raw) ? now + Number(raw) * 24 * 60 * 60 * 1000 : Date.parse(raw)
  if (Number.isNaN(time)) throw new Error(`--expires must be an ISO date or a number of days, not "${raw}"`)
  if (time <= now) throw new Error(`--expires must lie in the future, not ${new Date(time).toISOString()}`)
  return new Date(time).toISOString()
}
