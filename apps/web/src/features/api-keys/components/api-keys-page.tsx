'use client'

import type { ApiKey, CreatedApiKey } from '@kelp/core/api-keys'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Link } from '@/i18n/navigation'
import { pageErrorText } from '@/lib/api-client'
import { apiKeysQuery, revokeApiKey } from '../api/api-keys-api'
import { CreateKeyForm } from './create-key-form'
import { KeyList } from './key-list'

/** The company admin's API keys: create (the secret is shown once), list, revoke. */
export function ApiKeysPage() {
  const t = useTranslations('apiKeys')
  const tError = useTranslations('common.error')
  const queryClient = useQueryClient()
  const query = apiKeysQuery(useLocale())
  const read = useQuery(query)
  const keys: ApiKey[] | undefined = read.data?.items
  const setKeys = (update: (keys: ApiKey[] | undefined) => ApiKey[] | undefined) =>
    queryClient.setQueryData(query.queryKey, (list) =>
      list ? { ...list, items: update(list.items) ?? [] } : list,
    )
  const [created, setCreated] = useState<CreatedApiKey>()
  const [busy, setBusy] = useState<string>()
  const [writeError, setError] = useState<string>()
  const error =
    writeError ?? (read.error ? pageErrorText(read.error, tError('something_wrong')) : undefined)

  function onCreated(next: CreatedApiKey) {
    setCreated(next)
    setKeys((k) => [next.key, ...(k ?? [])])
  }

  async function revoke(key: ApiKey) {
    if (!window.confirm(t('revokeConfirm', { name: key.name }))) return
    setBusy(key.id)
    setError(undefined)
    try {
      const revoked = await revokeApiKey(key.id)
      setKeys((k) => k?.map((x) => (x.id === revoked.id ? revoked : x)))
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header className="grid gap-2">
        <Link href="/portfolio-manager" className="text-sm font-semibold text-kelp-700 underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="max-w-prose text-muted">{t('intro')}</p>
      </header>
      <p>
        {/* The reference is served by the API, not a page of this app: a full page load. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API document, not a Next.js route */}
        <a className="text-kelp-700 underline" href="/api/v1/docs">
          {t('docsLink')}
        </a>
      </p>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {created ? (
        <section
          aria-labelledby="secret-title"
          className="grid gap-2 rounded-xl border-2 border-kelp-700 bg-kelp-50 p-4"
        >
          <h2 id="secret-title" className="text-xl font-bold">
            {t('secretTitle', { name: created.key.name })}
          </h2>
          <p>{t('secretOnce')}</p>
          <output aria-label={t('secretLabel')} className="font-mono text-sm break-all">
            {created.secret}
          </output>
        </section>
      ) : null}
      {keys === undefined && !error ? <p className="text-muted">{t('loading')}</p> : null}
      {keys ? (
        <>
          <CreateKeyForm onCreated={onCreated} />
          <section aria-labelledby="keys-title" className="grid gap-3">
            <h2 id="keys-title" className="text-xl font-bold">
              {t('listTitle')}
            </h2>
            <KeyList keys={keys} busy={busy} onRevoke={revoke} />
          </section>
        </>
      ) : null}
    </div>
  )
}
