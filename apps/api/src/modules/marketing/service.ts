import { EMAIL_ERROR_TEXTS, normalizeEmail, validateBusinessEmail } from '@kelp/core/auth'
import type { Locale } from '@kelp/core/http'
import type { ContactBody, ContactResponse } from '@kelp/core/marketing'
import { isValidPhone } from '@kelp/core/projects'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { contactMails } from './mails'
import { insertContactRequest } from './repository'

/** Stores a contact request, mails it to sales (SALES_INBOX) and confirms it to the sender. */
export async function createContactRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>,
  { body, locale }: { body: ContactBody; locale: Locale },
): Promise<ContactResponse> {
  const emailError = validateBusinessEmail(body.email)
  if (emailError) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[emailError])
  if (!isValidPhone(body.phone)) {
    throw new AppError('bad_request', {
      en: 'Please enter a valid phone number.',
      de: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    })
  }
  const request = {
    firstName: body.firstName,
    lastName: body.lastName,
    email: normalizeEmail(body.email),
    phone: body.phone,
    message: body.message,
    locale,
  }
  const row = await insertContactRequest(deps.db, request)
  for (const mail of contactMails({ ...request, salesInbox: deps.env.SALES_INBOX })) {
    await deps.mailer.send(mail)
  }
  return { id: row.id, status: 'received' }
}
