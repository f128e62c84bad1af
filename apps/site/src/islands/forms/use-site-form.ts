import { useFormErrors, type FieldError } from '@kelp/ui'
import { ApiError } from '@kelp/web/api-client'
import { useEffect, useState } from 'react'

/** A field error's text for every code, resolved at build (src/i18n/form-texts.ts). */
export type FieldErrorTexts = Record<FieldError, string>

/** The texts every marketing form shares: its field errors and the general failure. */
export interface SharedFormTexts {
  errors: FieldErrorTexts
  somethingWrong: string
}

/** The form-error hook of a static page's form, with the build's texts. */
export function useSiteFormErrors<Field extends string>(errors: FieldErrorTexts) {
  return useFormErrors<Field, FieldError>((code) => errors[code])
}

/**
 * False in the build's HTML and until the island has hydrated: the form's button stays
 * disabled until a script handles it (see FormFooter's `ready`).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // The first render must match the build's HTML; only the effect knows the island has hydrated.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** A failed send as the app's forms show it: the server's sentence, else the general text. */
function failureText(error: unknown, somethingWrong: string): string {
  return error instanceof ApiError ? error.message : somethingWrong
}

/**
 * A form's send: `sending` while the request runs, `serverError` when it failed (the form stays
 * as typed), `sent` holding the answer once it succeeded.
 */
export function useSend<Answer>(somethingWrong: string) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<{ answer: Answer }>()
  const [serverError, setServerError] = useState<string>()
  async function send(request: () => Promise<Answer>) {
    setSending(true)
    setServerError(undefined)
    try {
      setSent({ answer: await request() })
    } catch (error) {
      setServerError(failureText(error, somethingWrong))
    } finally {
      setSending(false)
    }
  }
  return { sending, sent, serverError, send }
}
