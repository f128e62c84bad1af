'use client'

import { useTranslations } from 'next-intl'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ProjectDetailSkeleton } from '@/components/skeletons/project-detail-skeleton'
import { ProjectsListSkeleton } from '@/components/skeletons/projects-list-skeleton'
import type { PlaceholderKind } from './placeholder-for'

/** The full-page placeholder shown below the navbar while a client navigation runs. */
export function NavigationPlaceholder({ kind }: { kind: PlaceholderKind }) {
  const t = useTranslations('loading')
  const content = {
    'projects-list': <ProjectsListSkeleton label={t('projects')} />,
    'project-detail': <ProjectDetailSkeleton label={t('project')} />,
    planner: <LoadingView label={t('planner')} title={t('planner')} />,
    portfolio: <LoadingView label={t('portfolio')} title={t('portfolio')} />,
    blank: <LoadingView label={t('page')} />,
  }[kind]
  return (
    <div
      data-placeholder={kind}
      className="fixed inset-x-0 top-(--height-navbar) bottom-0 z-30 overflow-hidden bg-white"
    >
      {content}
    </div>
  )
}
