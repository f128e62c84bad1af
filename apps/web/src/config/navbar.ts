import { NAVBAR_BEHAVIOUR, PLANNER_PATH } from '@kelp/ui'

/**
 * Navigation bar numbers (product.md §2 "Navigation bar", §9 "Navbar"); the scroll and
 * dropdown behaviour is shared with the static site (@kelp/ui).
 */
export const NAVBAR = {
  ...NAVBAR_BEHAVIOUR,
  /** Items under each dropdown. */
  itemsPerDropdown: 4,
  /** The mobile menu slides in this far below the top of the viewport. */
  mobileMenuOffsetPx: 89,
  /** Mobile-only spacer on project-detail paths (product.md §2 "Mobile spacer"). */
  mobileSpacerPx: 50,
  /** Cards in the projects list skeleton (product.md §2 loading placeholders). */
  skeletonCards: 6,
  skeletonColumns: 3,
} as const

export { PLANNER_PATH }
export const PLANNER_SLUG = 'kelpatlas'
