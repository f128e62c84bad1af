import { EMAIL_ERROR_TEXTS, normalizeEmail, validateBusinessEmail } from '@kelp/core/auth'
import {
  COURSE_LESSON_COUNT,
  courseContent,
  type CourseEnrolmentBody,
  type CourseEnrolmentResponse,
} from '@kelp/core/course'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { lessonMail, welcomeMail } from './mails'
import { LESSON_QUEUE, lessonJobId, type LessonJob } from './queue'
import * as repo from './repository'
import { unsubscribeToken, verifyUnsubscribeToken } from './token'

/** Settings: APP_SECRET signs unsubscribe links, COURSE_LESSON_INTERVAL_HOURS spaces lessons. */
export type CourseDeps = Pick<AppDeps, 'db' | 'mailer' | 'queue' | 'env'>

const HOUR_MS = 3_600_000

/**
 * Queues every lesson of the enrolment's current round not mailed yet: the first remaining
 * one at the round's start, each further one an interval later. Job ids are derived from
 * (enrolment, round, lesson), so calling this again never queues a lesson twice.
 */
export async function scheduleLessons(deps: CourseDeps, enrolment: repo.Enrolment) {
  const sent = new Set(await repo.deliveredLessons(deps.db, enrolment.id))
  const remaining = courseContent('en')
    .lessons.map((l) => l.number)
    .filter((n) => !sent.has(n))
  const start = enrolment.roundStartedAt.getTime()
  for (const [i, lesson] of remaining.entries()) {
    const job: LessonJob = { enrolmentId: enrolment.id, lesson, round: enrolment.round }
    await deps.queue.send(LESSON_QUEUE, job, {
      id: lessonJobId(job),
      startAfter: new Date(start + i * deps.env.COURSE_LESSON_INTERVAL_HOURS * HOUR_MS),
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    })
  }
}

function mailInput(deps: CourseDeps, e: repo.Enrolment) {
  return {
    email: e.email,
    firstName: e.firstName,
    locale: (e.locale === 'de' ? 'de' : 'en') as Locale,
    webOrigin: deps.env.WEB_ORIGIN,
    token: unsubscribeToken(deps.env.APP_SECRET, e.id),
  }
}

/** Sign-up: enrols (or resumes) the address, mails the welcome and queues the lessons. */
export async function enrol(
  deps: CourseDeps,
  { body, locale }: { body: CourseEnrolmentBody; locale: Locale },
): Promise<CourseEnrolmentResponse> {
  const emailError = validateBusinessEmail(body.email)
  if (emailError) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[emailError])
  const email = normalizeEmail(body.email)
  const existing = await repo.findEnrolmentByEmail(deps.db, email)
  let enrolment: repo.Enrolment | undefined
  let status: CourseEnrolmentResponse['status'] = 'enrolled'
  if (!existing) {
    enrolment = await repo.insertEnrolment(deps.db, { email, firstName: body.firstName, locale })
  } else if (existing.status === 'unsubscribed') {
    enrolment = await repo.resumeEnrolment(deps.db, existing.id, body.firstName, locale)
    status = 'resumed'
  }
  if (!enrolment) {
    // Active or finished already (or a concurrent duplicate): make sure nothing is missing
    // from the queue, but send no second welcome and create no second enrolment.
    const current = existing ?? (await repo.findEnrolmentByEmail(deps.db, email))
    if (current?.status === 'active') await scheduleLessons(deps, current)
    return { status: current?.status === 'completed' ? 'completed' : 'already_enrolled' }
  }
  await deps.mailer.send(welcomeMail(mailInput(deps, enrolment)))
  await scheduleLessons(deps, enrolment)
  return { status }
}

/** The queue worker's handler: mails one lesson unless unsubscribed, outdated or sent. */
export async function deliverLesson(deps: CourseDeps, job: LessonJob): Promise<void> {
  const enrolment = await repo.findEnrolment(deps.db, job.enrolmentId)
  if (!enrolment || enrolment.status !== 'active' || enrolment.round !== job.round) return
  const lesson = courseContent(enrolment.locale).lessons.find((l) => l.number === job.lesson)
  if (!lesson) return
  if (!(await repo.claimDelivery(deps.db, enrolment.id, lesson.number))) return
  try {
    await deps.mailer.send(lessonMail(mailInput(deps, enrolment), lesson))
  } catch (error) {
    await repo.releaseDelivery(deps.db, enrolment.id, lesson.number)
    throw error
  }
  if ((await repo.deliveredLessons(deps.db, enrolment.id)).length >= COURSE_LESSON_COUNT) {
    await repo.markCompleted(deps.db, enrolment.id)
  }
}

/** Unsubscribe link: a forged or altered token is refused, a genuine one stops the lessons. */
export async function unsubscribe(deps: CourseDeps, token: string): Promise<void> {
  const enrolmentId = verifyUnsubscribeToken(deps.env.APP_SECRET, token)
  if (!enrolmentId) {
    throw new AppError('forbidden', {
      en: 'This unsubscribe link is not valid.',
      de: 'Dieser Abmeldelink ist ungültig.',
    })
  }
  const enrolment = await repo.findEnrolment(deps.db, enrolmentId)
  if (!enrolment) {
    throw new AppError('not_found', {
      en: 'We could not find this course enrolment.',
      de: 'Diese Kursanmeldung wurde nicht gefunden.',
    })
  }
  if (enrolment.status === 'active') await repo.markUnsubscribed(deps.db, enrolment.id)
}
