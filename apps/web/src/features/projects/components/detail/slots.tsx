import type { ProjectDetail } from '@kelp/core/projects'

/**
 * Where the per-project AI chat assistant goes (spec §1; a later issue fills it).
 * Stable interface: the project it answers about and the page language. Renders nothing yet.
 */
export function ProjectChatSlot(_props: { project: ProjectDetail; locale: string }) {
  return null
}

/**
 * Where the add-to-cart control goes (orbit, a later issue). Stable interface: the project
 * and its vintages (price in EUR cents, credits available). Renders nothing yet.
 */
export function AddToCartSlot(_props: { projectId: string; vintages: ProjectDetail['vintages'] }) {
  return null
}
