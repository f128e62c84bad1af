import type { Env } from '../../config/env'
import { createLocalStorage, type LocalStorage } from './local'
import { createS3Storage } from './s3'
import type { Storage } from './types'

export type { SignedUrl, Storage } from './types'
export type { LocalStorage } from './local'
export { checkDownload } from './signing'

/** S3 when S3_BUCKET is set, otherwise the local directory (STORAGE_DIR). */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage(
      {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      },
      env.SIGNED_URL_TTL_SECONDS,
    )
  }
  return createLocalStorage(env.STORAGE_DIR!, env.APP_SECRET, env.SIGNED_URL_TTL_SECONDS)
}

export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return storage.kind === 'local'
}
