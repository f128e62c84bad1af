import { NAVBAR } from '@/config/navbar'
import { SkeletonBlock } from './skeleton-block'

const cards = Array.from({ length: NAVBAR.skeletonCards }, (_, index) => index)

/** Projects list placeholder: 6 trade cards in a 3-column grid (product.md §2, §9). */
export function ProjectsListSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="projects-list-skeleton"
      className="mx-auto grid max-w-(--container-page) grid-cols-1 gap-6 px-6 py-10 md:grid-cols-3"
    >
      {cards.map((card) => (
        <div key={card} data-testid="skeleton-card" className="rounded-xl border border-line p-4">
          <SkeletonBlock className="mb-4 h-40 w-full" />
          <SkeletonBlock className="mb-2 h-5 w-3/4" />
          <SkeletonBlock className="mb-4 h-4 w-1/2" />
          <SkeletonBlock className="h-8 w-full" />
        </div>
      ))}
    </div>
  )
}
