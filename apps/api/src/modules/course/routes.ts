import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  courseEnrolmentBodySchema,
  courseEnrolmentResponseSchema,
  courseOneClickBodySchema,
  courseOneClickQuerySchema,
  courseUnsubscribeBodySchema,
  courseUnsubscribeResponseSchema,
} from '@kelp/core/course'
import { errorResponseSchema } from '@kelp/core/http'
import { requestLocale } from '../../lib/locale'
import { LESSON_QUEUE, type LessonJob } from './queue'
import { deliverLesson, enrol, unsubscribe } from './service'

const SIGN_UPS_PER_MINUTE = 20

/**
 * The free e-mail course: sign-up, unsubscribe, and the pg-boss worker that mails the
 * lessons. The worker runs in this process unless COURSE_WORKER=false and stops on close.
 */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = app.jobQueue
  // Completed jobs stay a week so an audit can see what was mailed when.
  await queue.createQueue(LESSON_QUEUE, { deleteAfterSeconds: 7 * 24 * 3600 })
  app.readyChecks.set('jobQueue', async () =>
    (await queue.getQueue(LESSON_QUEUE)) ? undefined : `queue ${LESSON_QUEUE} missing`,
  )
  const { deps } = app
  if (app.env.COURSE_WORKER) {
    await queue.work<LessonJob>(
      LESSON_QUEUE,
      { pollingIntervalSeconds: app.env.COURSE_POLL_SECONDS, batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) await deliverLesson(deps, job.data)
      },
    )
  }
  app.post(
    '/course/enrolments',
    {
      config: { rateLimit: { max: SIGN_UPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['course'],
        summary: 'Sign up for the free e-mail course; welcome mail now, lessons on schedule',
        body: courseEnrolmentBodySchema,
        response: {
          201: courseEnrolmentResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await enrol(deps, { body: request.body, locale: requestLocale(request) })
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/course/unsubscribe',
    {
      config: { rateLimit: { max: SIGN_UPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['course'],
        summary: 'Stop the course e-mails with the signed token from any course e-mail',
        body: courseUnsubscribeBodySchema,
        response: {
          200: courseUnsubscribeResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await unsubscribe(deps, request.body.token)
      return { status: 'unsubscribed' as const }
    },
  )

  // Mail clients send the one-click unsubscribe as a form post (RFC 8058); only this plugin's
  // routes read form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.post(
    '/course/unsubscribe/one-click',
    {
      config: { rateLimit: { max: SIGN_UPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['course'],
        summary: 'One-click unsubscribe from the List-Unsubscribe header of a course e-mail',
        querystring: courseOneClickQuerySchema,
        body: courseOneClickBodySchema,
        response: {
          200: courseUnsubscribeResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await unsubscribe(deps, request.query.token)
      return { status: 'unsubscribed' as const }
    },
  )
}
