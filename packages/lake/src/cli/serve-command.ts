import {readFileSync} from 'node:fs'
import {resolve} from 'node:path'
import {parseArgs} from 'node:util'
import {createLake} from '../lake.js'
import {isPostgresUrl} from '../storage/postgres/database-url.js'

const USAGE = `Usage: tessera-lake [--port 3334] [--host 127.0.0.1] [--dir ./.tessera/lake] [--dev]
                    [--tls | --tls-cert cert.pem --tls-key key.pem] [--database postgres://...]
                    [--assets-dir /shared/assets] [--assets-s3 s3://bucket/prefix [--s3-endpoint URL]]

Starts the embedded Content Lake. Stop it with Ctrl-C (SIGINT) or SIGTERM. --dev allows the dev
studio's origins (config devOrigins, default http://localhost:3333) besides the CORS allow-list.
--tls serves HTTP/2 over TLS with a self-signed development certificate for localhost (kept in
<dir>/tls); --tls-cert and --tls-key serve it with a given certificate. --database (or
TESSERA_DATABASE_URL) keeps documents and history in PostgreSQL, which several lake processes may share;
--assets-dir (or TESSERA_ASSETS_DIR) keeps asset files in a directory they share (default <dir>/assets).
--assets-s3 (or TESSERA_ASSETS_S3) keeps asset originals in an S3 bucket instead (credentials and
region from the AWS environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, profiles);
--s3-endpoint (or TESSERA_S3_ENDPOINT) for an S3-compatible server other than AWS.`

/** `tessera-lake` with no subcommand: serve the lake until a signal arrives. */
export async function serveCommand(args: string[]): Promise<void> {
  const {values} = parseArgs({
    args,
    options: {
      port: {type: 'string', default: process.env.LAKE_PORT ?? '3334'},
      host: {type: 'string', default: process.env.LAKE_HOST ?? '127.0.0.1'},
      dir: {type: 'string', default: process.env.LAKE_DIR ?? './.tessera/lake'},
      dev: {type: 'boolean', default: false},
      tls: {type: 'boolean', default: false},
      'tls-cert': {type: 'string'},
      'tls-key': {type: 'string'},
      database: {type: 'string', default: process.env.TESSERA_DATABASE_URL},
      'assets-dir': {type: 'string', default: process.env.TESSERA_ASSETS_DIR},
      'assets-s3': {type: 'string', default: process.env.TESSERA_ASSETS_S3},
      's3-endpoint': {type: 'string', default: process.env.TESSERA_S3_ENDPOINT},
      help: {type: 'boolean', default: false},
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`tessera-lake: --port must be a number from 0 to 65535, not "${values.port}"`)
    process.exit(2)
  }
  const certFile = values['tls-cert']
  const keyFile = values['tls-key']
  if (Boolean(certFile) !== Boolean(keyFile)) {
    console.error('tessera-lake: --tls-cert and --tls-key go together')
    process.exit(2)
  }
  const tls =
    certFile && keyFile
      ? {cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8')}
      : values.tls
        ? ('development' as const)
        : undefined
  const database = values.database || undefined
  if (database !== undefined && !isPostgresUrl(database)) {
    console.error(`tessera-lake: --database must be a postgres:// or postgresql:// URL`)
    process.exit(2)
  }
  const assetsDir = values['assets-dir'] ? resolve(values['assets-dir']) : undefined
  const s3Url = values['assets-s3'] || undefined
  if (s3Url !== undefined && !/^s3:\/\/[^/]+/.test(s3Url)) {
    console.error('tessera-lake: --assets-s3 must be s3://bucket or s3://bucket/prefix')
    process.exit(2)
  }
  const assetsS3 = s3Url ? {url: s3Url, endpoint: values['s3-endpoint'] || undefined} : undefined
  // --dev only switches dev mode on; without it lake.config.json decides.
  const lake = createLake({
    dir: resolve(values.dir),
    config: values.dev ? {dev: true} : {},
    database,
    assetsDir,
    assetsS3,
  })
  const {url} = await lake.listen(port, values.host, {tls})
  console.log(`lake listening on ${url}`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`lake: ${signal} received, closing`)
    lake.close().then(
      () => process.exit(0),
      (err) => {
        console.error('lake: error while closing', err)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
