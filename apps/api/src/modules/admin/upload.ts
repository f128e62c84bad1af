import type { FastifyRequest } from 'fastify'
import {
  uploadDocumentFieldsSchema,
  uploadFileNameSchema,
  type UploadDocumentFields,
} from '@kelp/core/admin'
import { MAX_UPLOAD_BYTES } from '@kelp/core/portfolio'
import { AppError } from '../../lib/app-error'
import { AT } from './texts'

/** One file and a few short text fields; anything beyond is not a document upload. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  parts: 10,
}

/** The whole multipart body: the file plus its few fields and the part boundaries. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE'

export interface Upload {
  fields: UploadDocumentFields
  fileName: string
  bytes: Buffer
}

function invalid(field: string, message: string): AppError {
  return new AppError('bad_request', {
    en: `Invalid ${field}: ${message}`,
    de: `Ungültiger Wert für „${field}“: ${message}`,
  })
}

/**
 * Reads a multipart document upload (the file streamed by @fastify/multipart and cut off at
 * MAX_UPLOAD_BYTES) and checks its fields. The caller is authenticated before this runs, so
 * nobody else gets 50 MB read.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('bad_request', AT.uploadForm)
  const fields: Record<string, string> = {}
  let file: { name: string; bytes: Buffer } | undefined
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname !== 'file') throw new AppError('bad_request', AT.uploadForm)
        file = { name: part.filename, bytes }
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if ((error as { code?: string }).code === TOO_LARGE) {
      throw new AppError('payload_too_large', AT.uploadTooLarge)
    }
    // Anything else here is the body failing to parse (limits, a broken or cut-off form).
    throw new AppError('bad_request', AT.uploadForm)
  }
  if (!file) throw new AppError('bad_request', AT.uploadForm)
  const name = uploadFileNameSchema.safeParse(file.name)
  if (!name.success) throw invalid('file', name.error.issues[0]!.message)
  const parsed = uploadDocumentFieldsSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw invalid(issue.path.join('.') || 'request', issue.message)
  }
  return { fields: parsed.data, fileName: name.data, bytes: file.bytes }
}
