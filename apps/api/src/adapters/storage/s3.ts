import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { assertSafeKey, type Storage } from './types'

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** Any S3-compatible store; downloads are presigned GETs that name the file. */
export function createS3Storage(settings: S3Settings, defaultTtlSeconds: number): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO, Ceph and most S3-compatible servers want path-style URLs.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  })
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentType: contentType,
        }),
      )
    },
    async signedUrl(key, fileName, ttlSeconds = defaultTtlSeconds) {
      const command = new GetObjectCommand({
        Bucket: settings.bucket,
        Key: assertSafeKey(key),
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\]/g, '')}"`,
      })
      const url = await getSignedUrl(client, command, { expiresIn: ttlSeconds })
      return { url, expiresAt: new Date(Date.now() + ttlSeconds * 1000) }
    },
  }
}
