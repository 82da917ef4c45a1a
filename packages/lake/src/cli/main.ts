#!/usr/bin/env node

/**
 * `tessera-lake [command]`: no command serves the lake; the others manage a lake directory directly
 * (they open its database, so they work whether or not the lake is running). Each is imported when it
 * runs: serving loads the whole lake (about a second of startup), which `users list` does not need.
 */
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  cors: async (args) => (await import('./cors-command.js')).corsCommand(args),
  migrate: async (args) => (await import('./migrate-command.js')).migrateCommand(args),
  users: async (args) => (await import('./users-command.js')).usersCommand(args),
  token: async (args) => (await import('./token-command.js')).tokenCommand(args),
}

async function main(argv: string[]): Promise<void> {
  const [first, ...rest] = argv
  const command = first && !first.startsWith('-') ? COMMANDS[first] : undefined
  if (first && !first.startsWith('-') && !command) {
    console.error(
      `tessera-lake: unknown command "${first}". Commands: ${Object.keys(COMMANDS).join(', ') || '(none)'}`,
    )
    process.exit(2)
  }
  if (command) await command(rest)
  else await (await import('./serve-command.js')).serveCommand(argv)
}

main(process.argv.slice(2)).catch((err) => {
  console.error(`tessera-lake: ${(err as Error).message}`)
  process.exit(1)
})
