import {startDevStack} from './dev-stack.js'

/** `pnpm dev`: the dev studio on :3333 with its lake on :3334 (TESSERA_STUDIO_PORT / TESSERA_LAKE_PORT). */
const stack = await startDevStack({
  studioPort: Number(process.env.TESSERA_STUDIO_PORT ?? 3333),
  lakePort: Number(process.env.TESSERA_LAKE_PORT ?? 3334),
})

const admin = stack.users.find((user) => user.role === 'administrator')
console.log(`
  Tessera dev studio  ${stack.studioUrl}
  Its lake            ${stack.lakeUrl}

  Sign in as ${admin?.email} / ${admin?.password} (other roles: dev-studio/README.md)
  Ctrl-C stops both.
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
