'use client'

import type { WebhookEndpoint } from '@kelp/core/webhooks'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DeliveryList } from './delivery-list'

/** One endpoint: its address and events, enable/disable, delete, and its deliveries. */
export function EndpointCard({
  endpoint,
  busy,
  onEnable,
  onDelete,
}: {
  endpoint: WebhookEndpoint
  busy: boolean
  onEnable: (enabled: boolean) => void
  onDelete: () => void
}) {
  const t = useTranslations('webhooks.endpoint')
  const [confirming, setConfirming] = useState(false)
  const [open, setOpen] = useState(false)
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-mono text-sm font-semibold break-all">{endpoint.url}</h3>
          {endpoint.description ? <p className="text-sm">{endpoint.description}</p> : null}
          <p className="text-sm text-muted">{endpoint.events.join(', ')}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${endpoint.enabled ? 'bg-kelp-50 text-kelp-900' : 'bg-surface text-ink'}`}
        >
          {endpoint.enabled ? t('enabled') : t('disabled')}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('hideDeliveries') : t('showDeliveries')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onEnable(!endpoint.enabled)}
        >
          {endpoint.enabled ? t('disable') : t('enable')}
        </Button>
        {confirming ? (
          <>
            <Button size="sm" disabled={busy} onClick={onDelete}>
              {t('confirmDelete')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        )}
      </div>
      {open ? <DeliveryList endpointId={endpoint.id} canReplay={endpoint.enabled} /> : null}
    </li>
  )
}
