import {Command} from 'commander'
import {registerBuild} from './commands/build.js'
import {registerDataset} from './commands/dataset.js'
import {registerDev} from './commands/dev.js'
import {registerInit} from './commands/init.js'
import {registerLake} from './commands/lake.js'
import {registerSchema} from './commands/schema.js'
import {registerStart} from './commands/start.js'
import {tesseraManifest} from './manifest.js'

/** The `tessera` command and its subcommands; errors throw (exitOverride) so main decides the exit code. */
export function createProgram(): Command {
  const program = new Command('tessera')
    .description('Tessera: create, run, build and serve a studio; manage its lake and datasets.')
    .version(tesseraManifest().version, '-v, --version')
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
  registerInit(program)
  registerDev(program)
  registerBuild(program)
  registerStart(program)
  registerLake(program)
  registerDataset(program)
  registerSchema(program)
  return program
}
