/** The consent box, server error and submit button shared by the marketing forms. */
export function FormFooter({
  consentLabel,
  consentError,
  serverError,
  sending,
  submitLabel,
  sendingLabel,
  ready = true,
}: {
  consentLabel: string
  consentError?: string
  serverError?: string | null
  sending: boolean
  submitLabel: string
  sendingLabel: string
  /**
   * False while no script handles the form yet (a static page before its island hydrates): the
   * button stays disabled, so an early click cannot submit the form natively, with its fields
   * in the address.
   */
  ready?: boolean
}) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2">
          <input
            id="field-consent"
            name="consent"
            type="checkbox"
            className="mt-1 size-4 accent-kelp-700"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'field-consent-error' : undefined}
          />
          <span>{consentLabel}</span>
        </label>
        {consentError ? (
          <p id="field-consent-error" className="text-sm text-red-700">
            {consentError}
          </p>
        ) : null}
      </div>
      {serverError ? (
        <p role="alert" className="text-red-700">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending || !ready}
        className="h-10 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {sending ? sendingLabel : submitLabel}
      </button>
    </>
  )
}
