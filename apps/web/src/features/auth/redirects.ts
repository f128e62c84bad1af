import { DEFAULT_AFTER_LOGIN } from '@kelp/core/auth'

export const PLANNER_PATH = '/kelpatlas'

/** Where a login lands: the stored redirect, else /projects (spec §4). */
export function afterLoginPath(stored: string | null): string {
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : DEFAULT_AFTER_LOGIN
}

/** Closing the modal at step 0: marketing home, extended by the stored path (spec §2). */
export function closeTarget(stored: string | null): string {
  if (stored === PLANNER_PATH) return PLANNER_PATH
  if (stored === '/projects') return '/projects'
  return '/'
}

export type ModalBackground = 'projects' | 'portfolio' | 'none'

/** The modal's background screenshot, chosen by the stored redirect (spec §2). */
export function modalBackground(stored: string | null): ModalBackground {
  if (stored === PLANNER_PATH || stored?.startsWith(`${PLANNER_PATH}/`)) return 'none'
  if (stored?.startsWith('/portfolio')) return 'portfolio'
  return 'projects'
}
