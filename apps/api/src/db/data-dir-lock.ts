import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'

/**
 * PGlite is PostgreSQL compiled into one process: two processes that open one data folder
 * each write it as if alone, and the folder is corrupted. So whoever opens the folder first
 * writes `<folder>.lock` with its process id, and every other process (a second `npm start`,
 * `npm run staff:create`, `db:seed`, `db:migrate`) is refused while that process lives.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is open in another process (pid ${pid}, probably \`npm start\`). ` +
        'Stop that process first, or use a command that talks to the running server.',
    )
    this.name = 'DataDirInUseError'
  }
}

/** Lock files this process holds: a lock with our own pid that is not here is a stale one. */
const held = new Set<string>()

function alive(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holder(lockFile: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(lockFile, 'utf8')).pid)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function release(lockFile: string) {
  if (!held.delete(lockFile)) return
  try {
    if (holder(lockFile) === process.pid) unlinkSync(lockFile)
  } catch {
    // Already gone: nothing to release.
  }
}

/** Takes the folder's lock or throws DataDirInUseError; the answer releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  if (held.has(lockFile)) throw new DataDirInUseError(dataDir, process.pid)
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid }), { flag: 'wx', mode: 0o600 })
      break
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err
      const pid = holder(lockFile)
      if (pid !== undefined && alive(pid)) throw new DataDirInUseError(dataDir, pid)
      // The process that wrote it has ended without removing it (killed, crashed).
      unlinkSync(lockFile)
    }
  }
  held.add(lockFile)
  const onExit = () => release(lockFile)
  process.once('exit', onExit)
  return () => {
    process.off('exit', onExit)
    release(lockFile)
  }
}
