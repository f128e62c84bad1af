'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ApiError } from '@/lib/api-client'
import { adminQueries } from '../api/queries'
import { AdminTabs, type AdminSection } from './admin-tabs'
import { AuditPanel } from './audit-panel'
import { DocumentsPanel } from './documents-panel'
import { Forbidden } from './forbidden'
import { InventoryPanel } from './inventory-panel'
import { LinksPanel } from './links-panel'
import { SelfServicePanel } from './self-service-panel'
import { OrdersPanel } from './orders-panel'
import { ConfirmationsPanel } from './confirmations-panel'
import { RetirementsPanel } from './retirements-panel'

/**
 * /admin: the operator back-office, guarded by GET /api/admin/me. `forbidden`: the server
 * already heard the guard refuse this visitor.
 */
export function AdminApp({ forbidden = false }: { forbidden?: boolean }) {
  const t = useTranslations('admin')
  const locale = useLocale()
  const [section, setSection] = useState<AdminSection>('orders')
  const me = useQuery({ ...adminQueries.me(locale), enabled: !forbidden })

  if (forbidden || (me.error instanceof ApiError && me.error.status === 403)) return <Forbidden />
  if (me.isError) {
    return (
      <p role="alert" className="mx-auto max-w-(--container-page) px-6 py-16">
        {t('loadError')}
      </p>
    )
  }
  if (!me.data) return <LoadingView label={t('loading')} />
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header>
        <p className="text-sm font-semibold text-kelp-700">
          {t('signedInAs', { email: me.data.email })}
        </p>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      </header>
      <AdminTabs
        active={section}
        onChange={setSection}
        panels={{
          orders: <OrdersPanel />,
          documents: <DocumentsPanel />,
          retirements: (
            <div className="grid gap-10">
              <RetirementsPanel />
              <ConfirmationsPanel />
            </div>
          ),
          inventory: <InventoryPanel />,
          selfService: <SelfServicePanel />,
          links: <LinksPanel />,
          audit: <AuditPanel />,
        }}
      />
    </div>
  )
}
