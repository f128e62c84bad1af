/** Navigation bar numbers (product.md §2 "Navigation bar", §9 "Navbar"). */
export const NAVBAR = {
  /** After this many px of scroll the navbar hides on scrolling down, shows on scrolling up. */
  scrollThresholdPx: 70,
  /** A dropdown closes this long after the pointer leaves it. */
  dropdownCloseDelayMs: 300,
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

/** The planner application path (docs/decisions/003). */
export const PLANNER_PATH = '/kelpatlas'
export const PLANNER_SLUG = 'kelpatlas'
