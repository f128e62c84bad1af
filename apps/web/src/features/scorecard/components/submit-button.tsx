export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-10 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  )
}
