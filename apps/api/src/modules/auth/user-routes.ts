import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  companyMembersResponseSchema,
  currentUserSchema,
  loginOtpBodySchema,
  memberAccessBodySchema,
  memberParamsSchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  tokenResponseSchema,
} from '@kelp/core/auth'
import { sendJson, toJson } from '../../plugins/read-caches'
import { requestLocale } from '../../lib/locale'
import { loginOtp, requestOtp } from './otp-service'
import { requireAuth, SESSION_SECURITY } from './plugin'
import { listCompanyMembers, refuseAccess, setPortfolioAccess } from './member-service'
import { getCurrentUser } from './user-service'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 410, 429)

/** The /api/users calls (product.md §7) and the admin's access grants. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }
  const tags = ['users']
  const security = SESSION_SECURITY

  app.post(
    '/users/request_otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign-in check: send a one-time code (403 when the company admin refused access)',
        body: requestOtpBodySchema,
        response: { 200: requestOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      requestOtp(app.deps, { email: request.body.email, locale: requestLocale(request) }),
  )

  app.post(
    '/users/login_otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Verify a one-time code and receive an access token',
        body: loginOtpBodySchema,
        response: { 201: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await loginOtp(app.deps, { ...request.body, locale: requestLocale(request) })
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const json = await app.caches.sessions.get(`me:${auth.userId}`, async () =>
        toJson(currentUserSchema, await getCurrentUser(app.deps, { auth })),
      )
      return sendJson(reply, json)
    },
  )

  app.get(
    '/users/company/members',
    {
      schema: {
        tags,
        summary: "The admin's company members",
        security,
        response: { 200: companyMembersResponseSchema, ...errors },
      },
    },
    async (request) => listCompanyMembers(app.deps, requireAuth(request)),
  )

  app.put(
    '/users/company/members/:userId/access',
    {
      schema: {
        tags,
        summary: 'Grant or withdraw a member’s portfolio access (admins only)',
        security,
        params: memberParamsSchema,
        body: memberAccessBodySchema,
        response: { 200: companyMembersResponseSchema, ...errors },
      },
    },
    async (request) =>
      setPortfolioAccess(app.deps, {
        auth: requireAuth(request),
        userId: request.params.userId,
        portfolioAccess: request.body.portfolioAccess,
      }),
  )

  app.post(
    '/users/company/members/:userId/refusal',
    {
      schema: {
        tags,
        summary: 'Refuse a colleague’s request for access; they are told by e-mail (admins only)',
        security,
        params: memberParamsSchema,
        response: { 200: companyMembersResponseSchema, ...errors },
      },
    },
    async (request) =>
      refuseAccess(app.deps, { auth: requireAuth(request), userId: request.params.userId }),
  )
}
