import type { LinkComponent } from './link-component'
import { PLANNER_PATH } from './nav-links'

export interface NavLogoTexts {
  homeLink: string
  brand: string
  brandPlanner: string
}

/** The brand mark; the planner path shows the planner logo (docs/product.md §2 routes). */
export function NavLogo({
  texts,
  planner,
  Link,
}: {
  texts: NavLogoTexts
  planner: boolean
  Link: LinkComponent
}) {
  return (
    <Link
      href={planner ? PLANNER_PATH : '/'}
      aria-label={texts.homeLink}
      data-logo={planner ? 'planner' : 'kelp'}
      className="flex shrink-0 items-center gap-2 text-xl font-extrabold text-kelp-900"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-kelp-500">
        <path d="M12 2c4 4 6 8 6 12a6 6 0 0 1-12 0c0-4 2-8 6-12Z" />
      </svg>
      <span>{planner ? texts.brandPlanner : texts.brand}</span>
    </Link>
  )
}
