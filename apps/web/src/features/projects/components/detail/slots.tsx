'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { ChatPanel } from '@/features/chat'
import { AddToCart } from '@/features/orbit'
import { SignInToAct, useMayAct } from './sign-in-to-act'

/** The per-project AI chat assistant (product.md §1); signed out, a prompt to sign in. */
export function ProjectChatSlot({
  project,
  locale,
  signedInHint,
}: {
  project: ProjectDetail
  locale: string
  signedInHint: boolean
}) {
  if (!useMayAct(signedInHint))
    return <SignInToAct kind="chat" name={project.name} className="mt-8" />
  return <ChatPanel projectId={project.id} projectName={project.name} locale={locale} />
}

/** Add credits of a vintage to the orbit cart; signed out, a prompt to sign in. */
export function AddToCartSlot({
  signedInHint,
  name,
  ...props
}: {
  projectId: string
  name: string
  vintages: ProjectDetail['vintages']
  signedInHint: boolean
}) {
  if (!useMayAct(signedInHint)) return <SignInToAct kind="cart" name={name} />
  return <AddToCart {...props} />
}
