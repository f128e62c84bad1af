import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { signDownload } from './signing'
import { assertSafeKey, type Storage } from './types'

export interface LocalStorage extends Storage {
  readonly kind: 'local'
  read(key: string): Promise<Buffer>
}

/** Files under STORAGE_DIR; downloads go through GET /api/files/<key>?name&expires&sig. */
export function createLocalStorage(
  dir: string,
  secret: string,
  defaultTtlSeconds: number,
  now: () => number = Date.now,
): LocalStorage {
  const root = resolve(dir)
  const pathOf = (key: string) => resolve(root, assertSafeKey(key))
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, body)
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    async read(key) {
      return readFile(pathOf(key))
    },
    async signedUrl(key, fileName, ttlSeconds = defaultTtlSeconds) {
      assertSafeKey(key)
      const expires = Math.floor(now() / 1000) + ttlSeconds
      const sig = signDownload(secret, key, fileName, expires)
      const query = new URLSearchParams({ name: fileName, expires: String(expires), sig })
      return { url: `/api/files/${key}?${query}`, expiresAt: new Date(expires * 1000) }
    },
  }
}
