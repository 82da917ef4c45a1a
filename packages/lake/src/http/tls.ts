import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {X509Certificate} from 'node:crypto'
import {join} from 'node:path'
import {generate} from 'selfsigned'

/** A certificate and its private key, PEM. */
export interface TlsFiles {
  cert: string
  key: string
}

/**
 * How the lake serves TLS: a given certificate, or `'development'` for a self-signed one made for
 * localhost (kept in the lake's directory, so a browser told to trust it keeps trusting it).
 */
export type TlsOption = TlsFiles | 'development'

const DEV_CERT = 'dev-cert.pem'
const DEV_KEY = 'dev-key.pem'
/** A kept development certificate is made again this long before it expires. */
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000

export async function resolveTls(
  option: TlsOption,
  lakeDir: string,
  hostnames: string[] = [],
): Promise<TlsFiles> {
  if (option !== 'development') return option
  const dir = join(lakeDir, 'tls')
  const certPath = join(dir, DEV_CERT)
  const keyPath = join(dir, DEV_KEY)
  const wanted = [...new Set(['localhost', ...hostnames])]
  if (existsSync(certPath) && existsSync(keyPath)) {
    const files = {cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8')}
    if (stillGood(files.cert, wanted)) return files
  }
  const files = await developmentCertificate(wanted)
  mkdirSync(dir, {recursive: true, mode: 0o700})
  writeFileSync(certPath, files.cert)
  writeFileSync(keyPath, files.key, {mode: 0o600})
  return files
}

function stillGood(cert: string, hostnames: string[]): boolean {
  try {
    const x509 = new X509Certificate(cert)
    if (Date.parse(x509.validTo) - Date.now() < RENEW_BEFORE_MS) return false
    return hostnames.every((name) => x509.checkHost(name) !== undefined || x509.checkIP(name) !== undefined)
  } catch {
    return false
  }
}

/** Self-signed, for the hostnames and the loopback addresses, valid 90 days (EC P-256, SHA-256). */
async function developmentCertificate(hostnames: string[]): Promise<TlsFiles> {
  const isIp = (name: string) => /^[\d.]+$/.test(name) || name.includes(':')
  const notBeforeDate = new Date(Date.now() - 60_000)
  const pems = await generate([{name: 'commonName', value: 'Tessera lake (development)'}], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 90 * 24 * 3600 * 1000),
    extensions: [
      {name: 'basicConstraints', cA: false},
      {name: 'keyUsage', digitalSignature: true, keyEncipherment: true},
      {name: 'extKeyUsage', serverAuth: true},
      {
        name: 'subjectAltName',
        altNames: [
          ...hostnames.filter((name) => !isIp(name)).map((value) => ({type: 2 as const, value})),
          ...['127.0.0.1', '::1', ...hostnames.filter(isIp)].map((ip) => ({type: 7 as const, ip})),
        ],
      },
    ],
  })
  return {cert: pems.cert, key: pems.private}
}
