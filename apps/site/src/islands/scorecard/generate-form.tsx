import type { Scorecard } from '@kelp/core/scorecard'
import { Field, useFormErrors } from '@kelp/ui'
import type { FormEvent } from 'react'
import type { SiteLocale } from '../../i18n/locales'
import { parseTonnes, tonnesError, type ScorecardFieldError } from '../../lib/scorecard-fields'
import { useSend } from '../forms/use-site-form'
import { generateScorecard } from './scorecard-api'
import { SubmitButton } from './submit-button'
import type { ScorecardFlowTexts } from './texts'

/** Step 2: yearly emissions in, the estimate out (shown only once the island runs). */
export function GenerateForm({
  id,
  locale,
  texts,
  onGenerated,
}: {
  id: string
  /** The page's language; 'keys' (translators' view) reads numbers as English. */
  locale: SiteLocale
  texts: ScorecardFlowTexts
  onGenerated: (scorecard: Scorecard) => void
}) {
  const t = texts.generate
  const { check, message } = useFormErrors<'emissionsTonnes', ScorecardFieldError>(
    (code) => texts.errors[code],
  )
  const { sending, serverError, send } = useSend<void>(texts.somethingWrong)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = String(new FormData(event.currentTarget).get('emissionsTonnes') ?? '')
    const marks = locale === 'de' ? 'de' : 'en'
    const tonnes = parseTonnes(raw, marks)
    if (!check({ emissionsTonnes: tonnesError(raw, marks) }) || tonnes === undefined) return
    await send(async () => onGenerated(await generateScorecard(id, tonnes)))
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="scorecard-generate"
      className="grid max-w-2xl gap-4"
    >
      <h2 id="scorecard-generate" className="text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="text-ink/80">{t.hint}</p>
      <Field
        name="emissionsTonnes"
        label={t.emissions}
        inputMode="numeric"
        autoComplete="off"
        error={message('emissionsTonnes')}
      />
      {serverError ? (
        <p role="alert" className="text-red-700">
          {serverError}
        </p>
      ) : null}
      <SubmitButton busy={sending} ready label={t.submit} busyLabel={t.sending} />
    </form>
  )
}
