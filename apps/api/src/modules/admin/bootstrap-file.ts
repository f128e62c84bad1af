import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The running server's local bootstrap address and token, in `DATA_DIR/bootstrap.json`, which
 * only the user who started the server can read (mode 0600). Operator commands on the same
 * machine read it to act through the server instead of opening its database themselves.
 */
export interface BootstrapFile {
  url: string
  token: string
  pid: number
}

export const BOOTSTRAP_TOKEN_HEADER = 'x-kelp-bootstrap-token'

export const bootstrapFilePath = (dataDir: string) => join(dataDir, 'bootstrap.json')

export const newBootstrapToken = () => randomBytes(32).toString('base64url')

/** Writes the file for a server listening on 127.0.0.1:`port`; the answer removes it. */
export function writeBootstrapFile(dataDir: string, port: number, token: string): () => void {
  const path = bootstrapFilePath(dataDir)
  const file: BootstrapFile = { url: `http://127.0.0.1:${port}`, token, pid: process.pid }
  mkdirSync(dataDir, { recursive: true })
  rmSync(path, { force: true })
  writeFileSync(path, JSON.stringify(file), { mode: 0o600 })
  return () => rmSync(path, { force: true })
}

export function readBootstrapFile(dataDir: string): BootstrapFile | undefined {
  try {
    const file = JSON.parse(readFileSync(bootstrapFilePath(dataDir), 'utf8')) as BootstrapFile
    return typeof file.url === 'string' && typeof file.token === 'string' ? file : undefined
  } catch {
    return undefined
  }
}
