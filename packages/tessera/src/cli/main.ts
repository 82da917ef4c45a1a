#!/usr/bin/env node
import {CommanderError} from 'commander'
import {CliError, EXIT_FAILURE, EXIT_USAGE} from './errors.js'
import {createProgram} from './program.js'

/**
 * `tessera`: exit 0 when done, 1 when a command failed (the message says why), 2 when it was called
 * wrongly (unknown command or option, bad value; commander has printed the usage hint).
 */
async function main(): Promise<void> {
  try {
    await createProgram().parseAsync(process.argv)
  } catch (err) {
    process.exitCode = exitCodeFor(err)
  }
}

function exitCodeFor(err: unknown): number {
  if (err instanceof CommanderError) {
    // --help and --version end through here too, with exit code 0.
    return err.exitCode === 0 ? 0 : EXIT_USAGE
  }
  if (err instanceof CliError) {
    console.error(`tessera: ${err.message}`)
    return err.exitCode
  }
  const code = (err as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') {
    console.error(
      `tessera: ${(err as Error).message}: that port is in use, pick another (--port, --lake-port)`,
    )
    return EXIT_FAILURE
  }
  // Unexpected: the message, and the stack with TESSERA_DEBUG=1.
  console.error(`tessera: ${err instanceof Error ? err.message : String(err)}`)
  if (process.env.TESSERA_DEBUG && err instanceof Error) console.error(err.stack)
  return EXIT_FAILURE
}

await main()
