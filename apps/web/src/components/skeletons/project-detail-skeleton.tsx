import { SkeletonBlock } from './skeleton-block'

/** Project detail placeholder (product.md §2 loading placeholders). */
export function ProjectDetailSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="project-detail-skeleton"
      className="mx-auto max-w-(--container-page) px-6 py-10"
    >
      <SkeletonBlock className="mb-6 h-72 w-full" />
      <div className="mb-6 flex gap-4">
        {[0, 1, 2, 3].map((tab) => (
          <SkeletonBlock key={tab} className="h-8 w-24" />
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-3 md:col-span-2">
          <SkeletonBlock className="h-6 w-2/3" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-5/6" />
        </div>
        <SkeletonBlock className="h-48 w-full" />
      </div>
    </div>
  )
}
