import {startDevStack} from './dev-stack.js'
import {watchPackages} from './watch-packages.js'

/**
 * `pnpm dev`: the dev studio on :3333 with its lake on :3334 (TESSERA_STUDIO_PORT / TESSERA_LAKE_PORT),
 * rebuilding the packages whose sources change while it runs (TESSERA_NO_WATCH=1 turns that off).
 */
const stack = await startDevStack({
  studioPort: Number(process.env.TESSERA_STUDIO_PORT ?? 3333),
  lakePort: Number(process.env.TESSERA_LAKE_PORT ?? 3334),
})

const watcher = process.env.TESSERA_NO_WATCH === '1' ? undefined : watchPackages(() => stack.reload())

const admin = stack.users.find((user) => user.role === 'administrator')
console.log(`
  Tessera dev studio  ${stack.studioUrl}
  Its lake            ${stack.lakeUrl}

  Sign in as ${admin?.email} / ${admin?.password} (other roles: dev-studio/README.md)
  ${watcher ? 'Package sources are watched: a change rebuilds that package and reloads the page.\n  ' : ''}Ctrl-C stops both.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    watcher?.close()
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
