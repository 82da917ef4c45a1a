#!/usr/bin/env node
import {corsCommand} from './cors-command.js'
import {migrateCommand} from './migrate-command.js'
import {serveCommand} from './serve-command.js'
import {tokenCommand} from './token-command.js'
import {usersCommand} from './users-command.js'

/**
 * `tessera-lake [command]`: no command serves the lake; the others manage a lake directory directly
 * (they open its database, so they work whether or not the lake is running).
 */
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  cors: corsCommand,
  migrate: migrateCommand,
  users: usersCommand,
  token: tokenCommand,
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
  await (command ? command(rest) : serveCommand(argv))
}

main(process.argv.slice(2)).catch((err) => {
  console.error(`tessera-lake: ${(err as Error).message}`)
  process.exit(1)
})
