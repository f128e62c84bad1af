import type { ProjectDetail } from '@kelp/core/projects'
import { ChatPanel } from '@/features/chat'
import { AddToCart } from '@/features/orbit'

/** The per-project AI chat assistant (product.md §1). */
export function ProjectChatSlot({ project, locale }: { project: ProjectDetail; locale: string }) {
  return <ChatPanel projectId={project.id} projectName={project.name} locale={locale} />
}

/** Add credits of a vintage to the orbit cart. */
export function AddToCartSlot(props: { projectId: string; vintages: ProjectDetail['vintages'] }) {
  return <AddToCart {...props} />
}
