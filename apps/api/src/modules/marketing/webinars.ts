import { EMAIL_ERROR_TEXTS, normalizeEmail, validateBusinessEmail } from '@kelp/core/auth'
import {
  findWebinar,
  webinarHasStarted,
  type WebinarRegistrationBody,
  type WebinarRegistrationResponse,
} from '@kelp/core/marketing'
import { AppError } from '../../lib/app-error'
import { webinarMail } from './mails'
import { upsertWebinarRegistration } from './repository'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'

/** Registers for an upcoming webinar and confirms it by e-mail. */
export async function registerForWebinar(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'now'>,
  { webinarId, body, locale }: { webinarId: string; body: WebinarRegistrationBody; locale: Locale },
): Promise<WebinarRegistrationResponse> {
  const webinar = findWebinar(webinarId)
  if (!webinar) {
    throw new AppError('not_found', {
      en: 'This webinar does not exist.',
      de: 'Dieses Webinar gibt es nicht.',
    })
  }
  if (webinarHasStarted(webinar.startsAt, deps.now().getTime())) {
    throw new AppError('conflict', {
      en: 'This webinar has already taken place.',
      de: 'Dieses Webinar hat bereits stattgefunden.',
    })
  }
  const emailError = validateBusinessEmail(body.email)
  if (emailError) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[emailError])
  const email = normalizeEmail(body.email)
  const row = await upsertWebinarRegistration(deps.db, {
    webinarId,
    firstName: body.firstName,
    lastName: body.lastName,
    email,
    locale,
  })
  await deps.mailer.send(
    webinarMail({
      email,
      firstName: body.firstName,
      startsAt: webinar.startsAt,
      webinarId,
      locale,
    }),
  )
  return { id: row.id, status: 'registered' }
}
