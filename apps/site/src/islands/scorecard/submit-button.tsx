/**
 * The scorecard forms' button (the app's look). Disabled until the island runs (`ready`), so a
 * press before then cannot submit the form natively (docs/decisions/139), and while it sends.
 */
export function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
}: {
  busy: boolean
  ready: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      className="h-10 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:bg-kelp-900"
    >
      {busy ? busyLabel : label}
    </button>
  )
}
