import {resolve} from 'node:path'
import type {Command} from 'commander'
import {addServerOptions, databaseOption, DEFAULT_HOST, type ServerOptions} from '../options.js'
import {resolveProject} from '../project/project.js'
import {studioViteConfig} from '../project/vite-config.js'
import {allowStudio, lakeDataPlace, noUsersHint, startLake, urlHost} from '../serve/lake-server.js'
import {runUntilSignal} from '../serve/run-until-signal.js'

/** `tessera dev [project]`: the studio with hot reload and its embedded lake, from one command. */
export function registerDev(program: Command): void {
  const command = program
    .command('dev')
    .description('Run the studio with hot reload, and its lake.')
    .argument('[project]', 'the studio project', '.')
  addServerOptions(command, {default: DEFAULT_HOST, hint: ''}).action(
    async (projectDir: string, options: ServerOptions) => {
      const project = resolveProject(projectDir)
      const lakeDir = resolve(project.root, options.dir)
      // The lake first: the studio's code gets its URL.
      const database = databaseOption(options)
      const lake = await startLake({dir: lakeDir, host: options.host, port: options.lakePort, database})
      const {createServer} = await import('vite')
      const vite = await createServer({
        ...(await studioViteConfig(project, {lakeUrl: lake.url})),
        server: {host: options.host, port: options.port, strictPort: options.port !== 0},
      })
      try {
        await vite.listen()
      } catch (err) {
        await lake.lake.close()
        throw err
      }
      const address = vite.httpServer?.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      const studioUrl = `http://${urlHost(options.host)}:${port}`
      allowStudio(lake.lake, studioUrl)
      runUntilSignal(async () => {
        await vite.close()
        await lake.lake.close()
      })
      const hint = noUsersHint(lake.lake, options.dir, database)
      // The URLs come last, so they are what the terminal shows.
      console.log(`${hint ? `\n${hint}\n` : ''}
  Tessera studio (dev)  ${studioUrl}
  Its lake              ${lake.url} (${lakeDataPlace(lakeDir, database)})
  Ctrl-C stops both.`)
    },
  )
}
