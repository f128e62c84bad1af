/** The outcome of a back-office form: announced politely on success, as an alert on failure. */
export function FormResult({ result }: { result?: { ok: boolean; text: string } }) {
  if (!result) return null
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`sm:col-span-2 ${result.ok ? 'font-semibold text-kelp-700' : 'text-danger'}`}
    >
      {result.text}
    </p>
  )
}
