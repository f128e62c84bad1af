import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  v1CertificateLinkSchema,
  v1IdParamsSchema,
  v1ListQuerySchema,
  v1NoQuerySchema,
  v1RetireBodySchema,
  v1RetirementHeadersSchema,
  v1RetirementListSchema,
  v1RetirementSchema,
} from '@kelp/core/v1'
import { requestLocale } from '../../lib/locale'
import { API_KEY_SECURITY, requireApiCaller } from '../api-keys'
import { v1CertificateLink } from './certificate-service'
import { V1_ERRORS } from './errors'
import { getV1Retirement, listV1Retirements, requestV1Retirement } from './retirement-service'
import { codeSamples } from './samples'

/** Retirements (scope retirements:write; reading them needs the same scope). */
export const v1RetirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = {
    onRequest: app.apiKeyGuard('retirements:write'),
    config: { rateLimit: false as const },
  }
  const base = { tags: ['Retirements'], security: API_KEY_SECURITY }
  const { deps } = app
  const caller = (request: Parameters<typeof requestLocale>[0]) => ({
    caller: requireApiCaller(request),
    locale: requestLocale(request),
  })

  app.post(
    '/retirements',
    {
      ...guard,
      config: { rateLimit: false as const, keepsReadCaches: true },
      schema: {
        ...base,
        operationId: 'requestRetirement',
        summary: 'Request the retirement of held, issued credits',
        description:
          'Quantities in whole kilograms (live keys: multiples of 1000 kg while live holdings are whole tonnes). The retirement is requested until Kelp records the registry’s serial range; then it is confirmed (retirement.confirmed) and the serials appear. Test keys: confirmed by the sandbox after a few seconds with TEST- serials. With an Idempotency-Key: 201 for a new retirement, 200 for the same key and body, 409 for the same key with another body.',
        headers: v1RetirementHeadersSchema,
        querystring: v1NoQuerySchema,
        body: v1RetireBodySchema,
        response: { 200: v1RetirementSchema, 201: v1RetirementSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples(
          'POST',
          '/retirements',
          {
            projectId: '0b6f1c2e-…',
            vintage: 2022,
            quantityKg: 2000,
            beneficiary: 'Example GmbH',
            purpose: 'Order 1042 climate contribution',
            metadata: { shopOrder: '1042' },
          },
          true,
        ),
      },
    },
    async (request, reply) => {
      const result = await requestV1Retirement(deps, {
        ...caller(request),
        body: request.body,
        key: request.headers['idempotency-key'],
      })
      return reply.status(result.replayed ? 200 : 201).send(result.retirement)
    },
  )

  app.get(
    '/retirements',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'listRetirements',
        summary: 'The company’s retirements, newest first, a page at a time',
        querystring: v1ListQuerySchema,
        response: { 200: v1RetirementListSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/retirements'),
      },
    },
    async (request) => listV1Retirements(deps, { ...caller(request), ...request.query }),
  )

  app.get(
    '/retirements/:id',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'getRetirement',
        summary: 'One retirement: serials once confirmed, and the public verification link',
        params: v1IdParamsSchema,
        querystring: v1NoQuerySchema,
        response: { 200: v1RetirementSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/retirements/{id}'),
      },
    },
    async (request) => getV1Retirement(deps, { ...caller(request), id: request.params.id }),
  )

  app.get(
    '/retirements/:id/certificate',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'getRetirementCertificate',
        summary: 'A short-lived link to the retirement certificate PDF',
        description:
          'The link certificate.ready names. Live retirements only; 404 while there is no certificate document (sandbox retirements have none).',
        params: v1IdParamsSchema,
        querystring: v1NoQuerySchema,
        response: { 200: v1CertificateLinkSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/retirements/{id}/certificate'),
      },
    },
    async (request) =>
      v1CertificateLink(deps, { caller: requireApiCaller(request), id: request.params.id }),
  )
}
