/** Test helper for multipart uploads (only used by *.test.ts). */

/** The body and content type a browser would send for these fields and this file. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array; field?: string },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append(file.field ?? 'file', new Blob([file.bytes]), file.name)
  const request = new Request('http://upload.test/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}
