import {spawn} from 'node:child_process'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Command} from 'commander'

/**
 * `tessera lake …`: the lake's own command (`tessera-lake`: serve, users, token, cors) under one
 * name. It runs as a child process with the arguments untouched, so its options, help and exit codes
 * are the lake's; its output names the command as the user typed it.
 */
export function registerLake(program: Command): void {
  program
    .command('lake')
    .description(
      "The lake's commands: serve (no command), users, token, cors. tessera lake --help lists them.",
    )
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[args...]', 'the lake command and its options')
    .action(async (args: string[]) => {
      const code = await runLakeCli(args)
      process.exitCode = code
    })
}

/** The lake package's command-line entry (`@tessera/lake`'s bin), beside its main module. */
function lakeCliPath(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('@tessera/lake'))), 'cli', 'main.js')
}

async function runLakeCli(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [lakeCliPath(), ...args], {stdio: ['inherit', 'pipe', 'pipe']})
  const rename = (chunk: Buffer) => chunk.toString('utf8').replaceAll('tessera-lake', 'tessera lake')
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(rename(chunk)))
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(rename(chunk)))
  // The lake stops on our signals too: Ctrl-C in a terminal reaches both, but a parent (npx, a
  // process manager) signals only us, and the lake must not outlive the command.
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      done(code ?? (signal ? 1 : 0))
    })
  })
}
