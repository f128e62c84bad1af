import type { FastifyInstance } from 'fastify'
import type { ApiKeyMode, ApiKeyScope, CreatedApiKey } from '@kelp/core/api-keys'
import { API_KEY_SCOPES } from '@kelp/core/api-keys'
import { bearer } from '../../test/fixtures'

/** Test fixture (only used by *.test.ts): a key made through the management endpoint. */
export async function createKey(
  app: FastifyInstance,
  adminToken: string,
  mode: ApiKeyMode,
  scopes: readonly ApiKeyScope[] = API_KEY_SCOPES,
): Promise<CreatedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/company/api-keys',
    headers: bearer(adminToken),
    payload: { name: `${mode} key`, mode, scopes },
  })
  if (res.statusCode !== 201) throw new Error(`key not created: ${res.statusCode} ${res.body}`)
  return res.json()
}
