import type { ModalBackground as Kind } from './redirects'

/** A muted, decorative picture of the screen behind the modal (product.md §2); none for the planner. */
export function ModalBackground({ kind }: { kind: Kind }) {
  if (kind === 'none') return null
  const cells = kind === 'projects' ? 6 : 4
  return (
    <div
      aria-hidden="true"
      data-testid={`auth-background-${kind}`}
      className="pointer-events-none fixed inset-0 z-40 overflow-hidden bg-surface blur-[3px]"
    >
      <div className="mx-auto grid max-w-(--container-page) grid-cols-1 gap-6 p-10 md:grid-cols-3">
        {kind === 'portfolio' ? (
          <div className="col-span-full h-48 rounded-xl bg-kelp-100" />
        ) : null}
        {Array.from({ length: cells }, (_, i) => (
          <div key={i} className="rounded-xl border border-line bg-white p-4">
            <div className="mb-4 h-32 rounded-lg bg-kelp-200" />
            <div className="mb-2 h-4 w-3/4 rounded bg-line" />
            <div className="h-4 w-1/2 rounded bg-line" />
          </div>
        ))}
      </div>
    </div>
  )
}
