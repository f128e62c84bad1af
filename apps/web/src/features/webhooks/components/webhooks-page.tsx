'use client'

import type { WebhookEndpoint } from '@kelp/core/webhooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Link } from '@/i18n/navigation'
import { ApiError, pageErrorText } from '@/lib/api-client'
import {
  deleteEndpoint,
  endpointsQuery,
  setEndpointEnabled,
  webhooksKey,
} from '../api/webhooks-api'
import { EndpointCard } from './endpoint-card'
import { EndpointForm } from './endpoint-form'
import { SecretNotice } from './secret-notice'

/** Portfolio Manager › Webhooks: the company admin's endpoints and their deliveries. */
export function WebhooksPage() {
  const t = useTranslations('webhooks')
  const tError = useTranslations('common.error')
  const queryClient = useQueryClient()
  const read = useQuery(endpointsQuery(useLocale()))
  const endpoints: WebhookEndpoint[] | undefined = read.data?.items
  const forbidden = read.error instanceof ApiError && read.error.status === 403
  const [secret, setSecret] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const [writeError, setError] = useState<string>()
  const error =
    writeError ??
    (read.error && !forbidden ? pageErrorText(read.error, tError('something_wrong')) : undefined)
  const load = () => queryClient.invalidateQueries({ queryKey: webhooksKey })

  async function change(id: string, action: () => Promise<unknown>) {
    setBusy(id)
    setError(undefined)
    try {
      await action()
      await load()
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header className="grid gap-2">
        <Link href="/portfolio-manager" className="text-sm font-semibold text-kelp-700 underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="max-w-prose text-muted">{t('intro')}</p>
      </header>
      {forbidden ? (
        <p role="alert" className="rounded-lg bg-surface p-4">
          {t('adminOnly')}
        </p>
      ) : (
        <>
          {secret ? <SecretNotice secret={secret} onDone={() => setSecret(undefined)} /> : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
          <section aria-labelledby="webhook-endpoints-title" className="grid gap-3">
            <h2 id="webhook-endpoints-title" className="text-xl font-bold">
              {t('endpoints')}
            </h2>
            {!endpoints ? (
              <p className="text-muted">{t('loading')}</p>
            ) : endpoints.length === 0 ? (
              <p className="text-muted">{t('empty')}</p>
            ) : (
              <ul className="grid gap-3">
                {endpoints.map((e) => (
                  <EndpointCard
                    key={e.id}
                    endpoint={e}
                    busy={busy === e.id}
                    onEnable={(on) => void change(e.id, () => setEndpointEnabled(e.id, on))}
                    onDelete={() => void change(e.id, () => deleteEndpoint(e.id))}
                  />
                ))}
              </ul>
            )}
          </section>
          <EndpointForm
            onCreated={(value) => {
              setSecret(value)
              void load()
            }}
          />
        </>
      )}
    </div>
  )
}
