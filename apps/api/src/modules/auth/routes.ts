import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  emailBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  tokenBodySchema,
  tokenResponseSchema,
} from '@kelp/core/auth'
import * as accounts from './account-service'
import { requestLocale } from '../../lib/locale'
import { requireAuth, SESSION_SECURITY } from './plugin'
import { endSession } from './session-service'
import { userRoutes } from './user-routes'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429)

/** Sign-up, sign-in, e-mail links and logout under /auth, plus the /users routes. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }
  const tags = ['auth']

  app.post(
    '/auth/sign-up',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account and send the verification mail',
        body: signUpBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201)
      return accounts.signUp(app.deps, { body: request.body, locale: requestLocale(request) })
    },
  )

  app.post(
    '/auth/sign-in',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: signInBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => accounts.signIn(app.deps, request.body),
  )

  app.post(
    '/auth/verify-email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the token from the mail',
        body: tokenBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      accounts.verifyEmail(app.deps, { token: request.body.token, locale: requestLocale(request) }),
  )

  app.post(
    '/auth/resend-verification',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a new verification mail',
        body: emailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      accounts.resendVerification(app.deps, {
        email: request.body.email,
        locale: requestLocale(request),
      }),
  )

  for (const [path, summary] of [
    ['/auth/forgot-password', 'Send a password reset link'],
    ['/auth/resend-reset', 'Send the password reset link again'],
  ] as const) {
    app.post(
      path,
      {
        config: limited,
        schema: {
          tags,
          summary,
          body: emailBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) =>
        accounts.forgotPassword(app.deps, {
          email: request.body.email,
          locale: requestLocale(request),
        }),
    )
  }

  app.post(
    '/auth/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      accounts.resetPassword(app.deps, { ...request.body, locale: requestLocale(request) }),
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session the access token names',
        security: SESSION_SECURITY,
        response: { 204: z.null().describe('Session ended'), ...errors },
      },
    },
    async (request, reply) => {
      await endSession(app.deps, { sessionId: requireAuth(request).sessionId })
      return reply.status(204).send(null)
    },
  )

  await app.register(userRoutes)
}
