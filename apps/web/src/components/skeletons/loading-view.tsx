/** A centred loading view with an optional visible title (spec §2 loading placeholders). */
export function LoadingView({ label, title }: { label: string; title?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="loading-view"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-kelp-100 border-t-kelp-700"
      />
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
    </div>
  )
}
