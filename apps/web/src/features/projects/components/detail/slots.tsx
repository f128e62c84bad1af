import type { ProjectDetail } from '@kelp/core/projects'
import { ChatPanel } from '@/features/chat'

/** The per-project AI chat assistant (spec §1; issue 6). */
export function ProjectChatSlot({ project, locale }: { project: ProjectDetail; locale: string }) {
  return <ChatPanel projectId={project.id} projectName={project.name} locale={locale} />
}

/**
 * Where the add-to-cart control goes (orbit, a later issue). Stable interface: the project
 * and its vintages (price in EUR cents, credits available). Renders nothing yet.
 */
export function AddToCartSlot(_props: { projectId: string; vintages: ProjectDetail['vintages'] }) {
  return null
}
