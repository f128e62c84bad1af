import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  v1IdParamsSchema,
  v1RetireBodySchema,
  v1RetirementListSchema,
  v1RetirementSchema,
} from '@kelp/core/v1'
import { requestLocale } from '../../lib/locale'
import { API_KEY_SECURITY, requireApiCaller } from '../api-keys'
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
          'The retirement is requested until Kelp records the registry’s serial range; then it is confirmed and the serials appear.',
        body: v1RetireBodySchema,
        response: { 201: v1RetirementSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('POST', '/retirements', {
          projectId: '0b6f1c2e-…',
          vintage: 2022,
          tonnes: 2,
          beneficiary: 'Example GmbH',
          purpose: 'Order 1042 climate contribution',
        }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestV1Retirement(deps, { ...caller(request), body: request.body })),
  )

  app.get(
    '/retirements',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'listRetirements',
        summary: 'The company’s latest 100 retirements',
        response: { 200: v1RetirementListSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/retirements'),
      },
    },
    async (request) => ({
      data: await listV1Retirements(deps, caller(request)),
    }),
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
        response: { 200: v1RetirementSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/retirements/{id}'),
      },
    },
    async (request) => getV1Retirement(deps, { ...caller(request), id: request.params.id }),
  )
}
