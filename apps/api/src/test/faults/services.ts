import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it holds (or throws after `timeoutMs`). */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await sleep(100)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A private redis-server on its own port, without persistence. */
export class PrivateRedis {
  private readonly dir = mkdtempSync(join(tmpdir(), 'kelp-faults-redis-'))
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort())
    redis.start()
    return redis
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  private get pidFile() {
    return join(this.dir, 'redis.pid')
  }

  start() {
    execFileSync('redis-server', [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      this.pidFile,
      '--dir',
      this.dir,
    ])
  }

  private pid(): number | undefined {
    return existsSync(this.pidFile) ? Number(readFileSync(this.pidFile, 'utf8').trim()) : undefined
  }

  /** Freezes the server: connections stay open, nothing answers (a slow Redis). */
  pause() {
    process.kill(this.pid()!, 'SIGSTOP')
  }

  resume() {
    process.kill(this.pid()!, 'SIGCONT')
  }

  async stop() {
    const pid = this.pid()
    if (pid === undefined) return
    try {
      process.kill(pid, 'SIGCONT')
      process.kill(pid, 'SIGTERM')
    } catch {
      return
    }
    await waitFor('redis-server to exit', () => !alive(pid), 10_000)
    rmSync(this.pidFile, { force: true })
  }

  async remove() {
    await this.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** initdb and pg_ctl of the newest PostgreSQL installed under /usr/lib/postgresql. */
function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql'
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', name)))
    .sort((a, b) => Number(b) - Number(a))[0]
  if (!version) throw new Error(`${name} not found under ${root}`)
  return join(root, version, 'bin', name)
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function runAsPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
  }
}

/** A private PostgreSQL cluster in a temporary directory, on its own port, trust auth. */
export class PrivateCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivateCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'kelp-faults-pg-'))
    chmodSync(dir, 0o777)
    const cluster = new PrivateCluster(dir, await freePort())
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
    runAsPostgres(postgresBin('initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres'])
    cluster.start()
    return cluster
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  start() {
    runAsPostgres(postgresBin('pg_ctl'), [
      '-D',
      join(this.dir, 'data'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      'start',
    ])
  }

  /** The postmaster and every process it started (backends, checkpointer, WAL writer, …). */
  private processes(): number[] {
    const postmaster = Number(
      readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    )
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // The parent pid is the second field after the command name in parentheses.
          const stat = readFileSync(join('/proc', pid, 'stat'), 'utf8')
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
        } catch {
          return false // exited meanwhile
        }
      })
      .map(Number)
    return [postmaster, ...children]
  }

  /**
   * Freezes the whole server (SIGSTOP): connections stay open and new ones are accepted by the
   * kernel, but nothing answers — a hung or partitioned database. The postmaster first, so it
   * starts no process that would escape.
   */
  freeze() {
    for (const pid of this.processes()) process.kill(pid, 'SIGSTOP')
  }

  thaw() {
    for (const pid of this.processes()) process.kill(pid, 'SIGCONT')
  }

  /** Fast shutdown: open connections are terminated, as in a failover or a restart. */
  stop() {
    runAsPostgres(postgresBin('pg_ctl'), ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop'])
  }

  remove() {
    try {
      this.thaw()
      this.stop()
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/**
 * A TCP proxy in front of a service that can play a hung one: while `hold()` is on, it accepts
 * connections and forwards nothing either way (the service seems to stall); `release()` drops
 * the held connections, as a client's timeout would, and forwards again.
 */
export class StallingProxy {
  private stalling = false
  private readonly held = new Set<Socket>()
  private readonly live = new Set<Socket>()
  private readonly server = createServer((client) => {
    client.on('error', () => undefined)
    if (this.stalling) {
      this.held.add(client)
      return
    }
    this.live.add(client)
    const upstream = connect(this.targetPort, '127.0.0.1')
    upstream.on('error', () => client.destroy())
    client.on('close', () => {
      this.live.delete(client)
      upstream.destroy()
    })
    upstream.on('close', () => client.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  })

  private constructor(
    private readonly targetPort: number,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<StallingProxy> {
    const proxy = new StallingProxy(targetPort, await freePort())
    await new Promise<void>((done) => proxy.server.listen(proxy.port, '127.0.0.1', done))
    return proxy
  }

  /** From now on nothing answers; kept-alive connections are cut so clients must reconnect. */
  hold() {
    this.stalling = true
    for (const socket of this.live) socket.destroy()
  }

  release() {
    this.stalling = false
    for (const socket of this.held) socket.destroy()
    this.held.clear()
  }

  async close() {
    this.release()
    for (const socket of this.live) socket.destroy()
    await new Promise((done) => this.server.close(done))
  }
}
