import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  cancelSubscriptionBodySchema,
  certificateRequestSchema,
  changeRequestedResponseSchema,
  checkoutSessionQuerySchema,
  checkoutSessionStatusSchema,
  createCheckoutSessionBodySchema,
  createCheckoutSessionResponseSchema,
  customerPortalBodySchema,
  dashboardSchema,
  dashboardSessionSchema,
  magicLinkRequestBodySchema,
  magicLinkRequestResponseSchema,
  modifySubscriptionBodySchema,
  urlResponseSchema,
  validateMagicLinkBodySchema,
} from '@kelp/core/contributions'
import { errorResponseSchema } from '@kelp/core/http'
import { requestLocale } from '../../lib/locale'
import { certificatePdf, type CertificateRequest } from './certificate-service'
import { createCheckoutSession, getCheckoutSession } from './checkout-service'
import {
  dashboardCustomer,
  loadDashboard,
  requestMagicLink,
  validateMagicLink,
} from './dashboard-service'
import type { ContributionDeps } from './deps'
import { cancelSubscription, createPortal, modifySubscription } from './subscription-service'
import { errorResponses } from '../../lib/error-responses'

const MAGIC_LINKS_PER_MINUTE = 10
const TOKEN = 'x-contribution-token'
const errors = errorResponses(400, 401, 403)
/** The OpenAPI security requirement of the dashboard's routes (plugins/openapi.ts). */
const CONTRIBUTION_SECURITY = [{ contributionToken: [] }]

/** product.md §7 contribution calls ({payments} = stripe) and the dashboard. */
export function contributionEndpoints(deps: ContributionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The dashboard token is checked before the body is read, like a session (decision 119).
    const tokenFirst = {
      onRequest: async (request: FastifyRequest) => {
        dashboardCustomer(deps, request.headers[TOKEN])
      },
    }
    app.post(
      '/stripe/create-checkout-session',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Price the footprint, store a draft contribution and open the payment page',
          body: createCheckoutSessionBodySchema,
          response: {
            200: createCheckoutSessionResponseSchema,
            400: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => createCheckoutSession(deps, request.body),
    )

    app.get(
      '/stripe/checkout-session',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Status of a checkout for the success page (follows provider events)',
          querystring: checkoutSessionQuerySchema,
          response: { 200: checkoutSessionStatusSchema, 404: errorResponseSchema },
        },
      },
      async (request) => getCheckoutSession(deps, request.query.session_id),
    )

    const magicLink = {
      config: { rateLimit: { max: MAGIC_LINKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['contributions'],
        summary:
          'Mail a dashboard magic link if the e-mail has contributed (same answer otherwise)',
        body: magicLinkRequestBodySchema,
        response: {
          200: magicLinkRequestResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    }
    for (const path of ['/contribution/dashboard', '/stripe/resend-magic-link']) {
      app.post(path, magicLink, async (request) =>
        requestMagicLink(deps, {
          email: request.body.email,
          locale: request.body.locale ?? requestLocale(request),
        }),
      )
    }

    app.post(
      '/stripe/validate-magic-link',
      {
        config: { rateLimit: { max: MAGIC_LINKS_PER_MINUTE * 3, timeWindow: '1 minute' } },
        schema: {
          tags: ['contributions'],
          summary: 'Use a magic link once: a dashboard token and the dashboard',
          body: validateMagicLinkBodySchema,
          response: { 200: dashboardSessionSchema, 400: errorResponseSchema },
        },
      },
      async (request) => validateMagicLink(deps, request.body.code),
    )

    app.get(
      '/contribution/dashboard',
      {
        ...tokenFirst,
        schema: {
          security: CONTRIBUTION_SECURITY,
          tags: ['contributions'],
          summary: 'The dashboard of the X-Contribution-Token customer',
          response: { 200: dashboardSchema, 401: errorResponseSchema },
        },
      },
      async (request) => loadDashboard(deps, dashboardCustomer(deps, request.headers[TOKEN])),
    )

    app.post(
      '/stripe/modify-subscription',
      {
        ...tokenFirst,
        schema: {
          security: CONTRIBUTION_SECURITY,
          tags: ['contributions'],
          summary: 'Change a monthly contribution (X-Contribution-Token)',
          body: modifySubscriptionBodySchema,
          response: { 200: changeRequestedResponseSchema, ...errors, 404: errorResponseSchema },
        },
      },
      async (request) =>
        modifySubscription(deps, {
          customerId: dashboardCustomer(deps, request.headers[TOKEN]),
          body: request.body,
        }),
    )

    app.post(
      '/contribution/cancel-subscription',
      {
        ...tokenFirst,
        schema: {
          security: CONTRIBUTION_SECURITY,
          tags: ['contributions'],
          summary: 'Cancel a monthly contribution (X-Contribution-Token)',
          body: cancelSubscriptionBodySchema,
          response: { 200: changeRequestedResponseSchema, ...errors, 404: errorResponseSchema },
        },
      },
      async (request) =>
        cancelSubscription(deps, {
          customerId: dashboardCustomer(deps, request.headers[TOKEN]),
          subscriptionId: request.body.subscriptionId,
        }),
    )

    app.post(
      '/stripe/create-customer-portal-session',
      {
        ...tokenFirst,
        schema: {
          security: CONTRIBUTION_SECURITY,
          tags: ['contributions'],
          summary: 'Billing portal (Stripe) or the adjust page (sandbox) (X-Contribution-Token)',
          body: customerPortalBodySchema,
          response: { 200: urlResponseSchema, ...errors },
        },
      },
      async (request) =>
        createPortal(deps, {
          customerId: dashboardCustomer(deps, request.headers[TOKEN]),
          body: request.body,
        }),
    )

    const certificate = async (
      req: CertificateRequest,
      headers: Record<string, unknown>,
      reply: FastifyReply,
    ) => {
      const pdf = await certificatePdf(deps, { ...req, tokenHeader: headers[TOKEN] })
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="contribution-certificate-${req.invoice_id}.pdf"`,
        )
        .send(pdf)
    }
    const certificateSchema = {
      tags: ['contributions'],
      summary: 'Retirement certificate PDF (signed receipt link or X-Contribution-Token)',
      response: { ...errors, 404: errorResponseSchema },
    }
    app.post(
      '/contribution/retirement-certificate',
      { schema: { ...certificateSchema, body: certificateRequestSchema } },
      async (request, reply) => certificate(request.body, request.headers, reply),
    )
    app.get(
      '/contribution/retirement-certificate',
      { schema: { ...certificateSchema, querystring: certificateRequestSchema } },
      async (request, reply) => certificate(request.query, request.headers, reply),
    )
  }
}
