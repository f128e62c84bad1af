import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { AppError } from '../../lib/app-error'
import { assertSafeKey, DOCUMENT_MISSING, STORAGE_DOWN, type Storage } from './types'

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** Tries per call (the SDK retries network errors and 5xx with backoff). */
export const S3_MAX_ATTEMPTS = 2
/** Longest wait to connect and for an answer, so an outage becomes a 503 in seconds. */
export const S3_CONNECT_TIMEOUT_MS = 1_000
export const S3_REQUEST_TIMEOUT_MS = 5_000

/** A missing object stays an error of its own; any other failure means the store failed us. */
async function viaStore<T>(call: () => Promise<T>, missing?: () => never): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
    if (status === 404 && missing) missing()
    throw new AppError('unavailable', STORAGE_DOWN)
  }
}

/** Any S3-compatible store; downloads are presigned GETs that name the file. */
export function createS3Storage(settings: S3Settings, defaultTtlSeconds: number): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO, Ceph and most S3-compatible servers want path-style URLs.
    forcePathStyle: Boolean(settings.endpoint),
    maxAttempts: S3_MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      requestTimeout: S3_REQUEST_TIMEOUT_MS,
      // Without it the SDK only logs a warning when the answer is late, and keeps waiting.
      throwOnRequestTimeout: true,
    },
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const Key = assertSafeKey(key)
      await viaStore(() =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType })),
      )
    },
    async remove(key) {
      const Key = assertSafeKey(key)
      await viaStore(() => client.send(new DeleteObjectCommand({ Bucket, Key })))
    },
    async signedUrl(key, fileName, ttlSeconds = defaultTtlSeconds) {
      const Key = assertSafeKey(key)
      // Signing needs no network; asking first turns an outage into a 503 instead of a link
      // that fails in the browser.
      await viaStore(
        () => client.send(new HeadObjectCommand({ Bucket, Key })),
        () => {
          throw new AppError('not_found', DOCUMENT_MISSING)
        },
      )
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\]/g, '')}"`,
      })
      const url = await getSignedUrl(client, command, { expiresIn: ttlSeconds })
      return { url, expiresAt: new Date(Date.now() + ttlSeconds * 1000) }
    },
  }
}
