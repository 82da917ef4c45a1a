import {parseArgs} from 'node:util'
import {DEFAULT_USER_ROLES, UserError, type LakeUser} from '../auth/user-store.js'
import {parseRoles} from '../auth/roles.js'
import {DIR_OPTION, formatTable, openLakeDir, type LakeDir} from './lake-dir.js'

const USAGE = `Usage:
  tessera-lake users add --email <email> --name <name> --password <password> [--role editor] [--image <url>] [--dir <dir>]
  tessera-lake users list [--dir <dir>]
  tessera-lake users remove <email|id> [--dir <dir>]
  tessera-lake users set-role <email|id> <role[,role]> [--dir <dir>]

Roles: administrator, editor, developer, contributor, viewer, or a custom role from lake.config.json.
Removing a user ends their sessions.`

/** `tessera-lake users ...`: manage the people who sign in to a lake. */
export async function usersCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args
  if (!action || action === '--help' || action === 'help') {
    console.log(USAGE)
    return
  }
  const handler = ACTIONS[action]
  if (!handler) throw new Error(`Unknown users command "${action}".\n${USAGE}`)
  await handler(rest)
}

const ACTIONS: Record<string, (args: string[]) => Promise<void>> = {
  async add(args) {
    const {values} = parseArgs({
      args,
      options: {
        email: {type: 'string'},
        name: {type: 'string'},
        password: {type: 'string'},
        role: {type: 'string'},
        image: {type: 'string'},
        ...DIR_OPTION,
      },
    })
    const missing = (['email', 'name', 'password'] as const).filter((option) => !values[option])
    if (missing.length > 0)
      throw new Error(`Missing ${missing.map((option) => `--${option}`).join(', ')}.\n${USAGE}`)
    await withLake(values, false, async (lake) => {
      const user = await lake.users.add({
        email: values.email!,
        name: values.name!,
        password: values.password!,
        roles: values.role ? parseRoles(lake.config, values.role) : DEFAULT_USER_ROLES,
        profileImage: values.image,
      })
      console.log(`Added ${describe(user)} with the id ${user.id}, roles: ${user.roles.join(', ')}`)
    })
  },

  async list(args) {
    const {values} = parseArgs({args, options: DIR_OPTION})
    await withLake(values, true, (lake) => {
      const users = lake.users.list()
      if (users.length === 0) {
        console.log(
          'No users yet. Add one with: tessera-lake users add --email ... --name ... --password ...',
        )
        return
      }
      const rows = users.map((user) => [user.id, user.email, user.name, user.roles.join(',')])
      console.log(formatTable(['ID', 'EMAIL', 'NAME', 'ROLES'], rows))
    })
  },

  async remove(args) {
    const {values, positionals} = parseArgs({args, options: DIR_OPTION, allowPositionals: true})
    const [who] = expectPositionals(positionals, ['<email|id>'])
    await withLake(values, true, (lake) => {
      const user = findUser(lake, who)
      lake.users.remove(user.id)
      console.log(`Removed ${describe(user)} (${user.id}) and ended their sessions`)
    })
  },

  async 'set-role'(args) {
    const {values, positionals} = parseArgs({args, options: DIR_OPTION, allowPositionals: true})
    const [who, roles] = expectPositionals(positionals, ['<email|id>', '<role[,role]>'])
    await withLake(values, true, (lake) => {
      const user = lake.users.setRoles(findUser(lake, who).id, parseRoles(lake.config, roles))
      console.log(`${describe(user)} now has the roles: ${user.roles.join(', ')}`)
    })
  },
}

async function withLake(
  where: {dir: string; database?: string},
  mustExist: boolean,
  work: (lake: LakeDir) => void | Promise<void>,
) {
  const lake = openLakeDir(where, {mustExist})
  try {
    await work(lake)
  } catch (err) {
    // Store errors already say what is wrong; role errors list the valid roles.
    if (err instanceof UserError) throw new Error(err.message)
    throw err
  } finally {
    lake.close()
  }
}

function findUser(lake: LakeDir, who: string): LakeUser {
  const user = lake.users.find(who)
  if (!user) throw new Error(`No user with the email or id "${who}". List them with: tessera-lake users list`)
  return user
}

function expectPositionals(positionals: string[], names: string[]): string[] {
  if (positionals.length !== names.length) {
    throw new Error(`Expected ${names.join(' ')}, got ${positionals.length} argument(s).\n${USAGE}`)
  }
  return positionals
}

function describe(user: LakeUser): string {
  return `${user.name} <${user.email}>`
}
