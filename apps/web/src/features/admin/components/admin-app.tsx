'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import type { InitialAdmin } from '../server/initial-admin'
import { AdminTabs, type AdminSection } from './admin-tabs'
import { AuditPanel } from './audit-panel'
import { DocumentsPanel } from './documents-panel'
import { Forbidden } from './forbidden'
import { InventoryPanel } from './inventory-panel'
import { LinksPanel } from './links-panel'
import { OrdersPanel } from './orders-panel'
import { ConfirmationsPanel } from './confirmations-panel'
import { RetirementsPanel } from './retirements-panel'

/**
 * /admin: the operator back-office, guarded by GET /api/admin/me. `initial`: the guard's answer
 * and the first orders as the server rendered them; the browser then skips its own reads.
 */
export function AdminApp({ initial }: { initial?: InitialAdmin | null }) {
  const t = useTranslations('admin')
  const [state, setState] = useState<'loading' | 'staff' | 'forbidden' | 'error'>(
    initial?.status ?? 'loading',
  )
  const [email, setEmail] = useState(initial?.status === 'staff' ? initial.me.email : '')
  const [section, setSection] = useState<AdminSection>('orders')
  const hasInitial = initial != null

  useEffect(() => {
    if (hasInitial) return
    adminApi
      .me()
      .then((me) => {
        setEmail(me.email)
        setState('staff')
      })
      .catch((e) => setState(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'error'))
  }, [hasInitial])

  if (state === 'loading') return <LoadingView label={t('loading')} />
  if (state === 'forbidden') return <Forbidden />
  if (state === 'error') {
    return (
      <p role="alert" className="mx-auto max-w-(--container-page) px-6 py-16">
        {t('loadError')}
      </p>
    )
  }
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header>
        <p className="text-sm font-semibold text-kelp-700">{t('signedInAs', { email })}</p>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      </header>
      <AdminTabs
        active={section}
        onChange={setSection}
        panels={{
          orders: (
            <OrdersPanel initial={initial?.status === 'staff' ? initial.orders : null} />
          ),
          documents: <DocumentsPanel />,
          retirements: (
            <div className="grid gap-10">
              <RetirementsPanel />
              <ConfirmationsPanel />
            </div>
          ),
          inventory: <InventoryPanel />,
          links: <LinksPanel />,
          audit: <AuditPanel />,
        }}
      />
    </div>
  )
}
