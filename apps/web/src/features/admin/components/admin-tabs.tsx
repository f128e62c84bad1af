'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Tabs } from '@/components/ui/tabs'

export const ADMIN_SECTIONS = [
  'orders',
  'documents',
  'retirements',
  'inventory',
  'selfService',
  'links',
  'audit',
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** Back-office sections as tabs. */
export function AdminTabs(props: {
  active: AdminSection
  onChange: (section: AdminSection) => void
  panels: Record<AdminSection, ReactNode>
}) {
  const t = useTranslations('admin.tabs')
  return <Tabs idPrefix="admin" tabs={ADMIN_SECTIONS} label={t('label')} tabLabel={t} {...props} />
}
