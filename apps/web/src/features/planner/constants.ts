/** Autosave waits this long after the last edit before it saves (Kelp's choice). */
export const AUTOSAVE_DELAY_MS = 600
/** How long the "link copied" confirmation stays (product.md §9: confirmations show 2000 ms). */
export const COPY_CONFIRM_MS = 2000
/** Default short-term goal year: the baseline year plus this many years (SBTi near-term: 5–10). */
export const SHORT_TERM_DEFAULT_OFFSET_YEARS = 6
export const PLANNER_MENU = ['strategy', 'insights', 'projects', 'claims'] as const
export type PlannerMenuItem = (typeof PLANNER_MENU)[number]
export const TUTORIAL_STEPS = ['settings', 'goals', 'chart', 'menu'] as const
