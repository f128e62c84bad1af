import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

/** The API as a real child process (`node --import tsx src/server.ts`), for crash tests. */
export interface ApiProcess {
  url: string
  child: ChildProcess
  /** SIGKILL: no shutdown hook, no flush, open transactions cut off mid-way. */
  kill(): Promise<void>
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>
}

const apiRoot = resolve(import.meta.dirname, '../../..')

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      COURSE_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited on start: ${stderr}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`API did not become ready: ${stderr}`)
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
