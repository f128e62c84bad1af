import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chatMessageBodySchema, chatMessageResponseSchema } from '@kelp/core/chat'
import { errorResponseSchema } from '@kelp/core/http'
import { AppError } from '../../lib/app-error'
import { requestLocale } from '../../lib/locale'
import { sendMessage } from './service'

const conversationOf = (request: FastifyRequest) =>
  (request.body as { conversationId?: string } | undefined)?.conversationId
const conversationKey = (request: FastifyRequest) => `chat-conv:${conversationOf(request)}`

/** POST /chat/message: the project chat assistant; anonymous, limited per IP and conversation. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // A second limiter on the same route: the route's own config covers the IP.
  const checkConversation = app.createRateLimit({
    max: app.env.CHAT_CONVERSATION_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: conversationKey,
  })
  const perConversation = async (request: FastifyRequest) => {
    if (!conversationOf(request)) return
    const limit = await checkConversation(request)
    if (limit.isAllowed || !limit.isExceeded) return
    throw new AppError(
      'too_many_requests',
      {
        en: `Too many messages in this conversation. Please try again in ${limit.ttlInSeconds} seconds.`,
        de: `Zu viele Nachrichten in dieser Unterhaltung. Bitte versuchen Sie es in ${limit.ttlInSeconds} Sekunden erneut.`,
      },
      { max: limit.max, resetSeconds: limit.ttlInSeconds },
    )
  }

  app.post(
    '/chat/message',
    {
      config: {
        rateLimit: {
          max: app.env.CHAT_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `chat-ip:${request.ip}`,
        },
      },
      preHandler: perConversation,
      schema: {
        tags: ['chat'],
        summary: 'Ask the assistant about one project; starts a conversation when none is given',
        body: chatMessageBodySchema,
        response: {
          200: chatMessageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      sendMessage(app.deps, { body: request.body, locale: requestLocale(request) }),
  )
}
