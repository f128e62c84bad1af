import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, type LocalizedText } from '../lib/app-error'
import { requestLocale } from '../lib/locale'
import { unavailableText } from '../lib/unavailable'
import { setExceededHeaders } from '../lib/rate-limit-headers'
import { registerInputGuard } from './input-guard'

const GENERIC: LocalizedText = {
  en: 'Something went wrong. Please try again later.',
  de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
}

const BAD_VALUE: LocalizedText = {
  en: 'A value in the request cannot be stored.',
  de: 'Ein Wert in der Anfrage kann nicht gespeichert werden.',
}

/** SQLSTATEs caused by the value sent, not by the server: bad encoding, untranslatable text. */
const CLIENT_VALUE_SQLSTATES = new Set(['22021', '22P05'])

function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause
  return typeof cause?.code === 'string' ? cause.code : undefined
}

export const BODY_TOO_LARGE: LocalizedText = {
  en: 'The request body is too large.',
  de: 'Der Anfragetext ist zu groß.',
}

const zodLocales = { de: z.locales.de() }

/** Texts for the framework's own client errors, by Fastify error code. */
const frameworkTexts: Record<string, LocalizedText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    en: 'The request body is not valid JSON.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    en: 'The request body is empty but JSON was announced.',
    de: 'Der Anfragetext ist leer, obwohl JSON angekündigt wurde.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    en: 'This content type is not supported.',
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
  },
}

/** The first failing field and a message about it, for forms (pages show their own text). */
function validationError(error: FastifyError, request: FastifyRequest) {
  const locale = requestLocale(request)
  const first = error.validation?.[0]
  const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.')
  const field = path || error.validationContext || 'request'
  // Re-localize the zod issue (code + params) for German requests.
  const issue = first ? { code: first.keyword, ...first.params, message: first.message } : undefined
  const localized = issue && locale === 'de' ? zodLocales.de.localeError(issue as never) : undefined
  const text =
    typeof localized === 'string' ? localized : (localized?.message ?? first?.message ?? '')
  const message =
    locale === 'de' ? `Ungültiger Wert für „${field}“: ${text}` : `Invalid ${field}: ${text}`
  return { message, field }
}

/** The one place errors become HTTP answers: always `{ message }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request)
    if (error instanceof AppError) {
      if (error.limit) setExceededHeaders(reply, error.limit)
      return reply.status(error.statusCode).send({ message: error.text[locale] })
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(validationError(error, request))
    }
    const state = sqlState(error)
    if (state && CLIENT_VALUE_SQLSTATES.has(state)) {
      request.log.warn({ sqlState: state }, 'request value rejected by the database')
      return reply.status(400).send({ message: BAD_VALUE[locale] })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const text = error.code ? frameworkTexts[error.code] : undefined
      return reply.status(status).send({ message: text ? text[locale] : error.message })
    }
    const unavailable = unavailableText(error)
    if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable or busy')
      return reply.status(503).header('retry-after', 5).send({ message: unavailable[locale] })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: GENERIC[locale] })
  })

  registerInputGuard(app)

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request)
    const route = `${request.method} ${request.url.split('?')[0]}`
    reply.status(404).send({
      message: locale === 'de' ? `Route ${route} nicht gefunden` : `Route ${route} not found`,
    })
  })
}
