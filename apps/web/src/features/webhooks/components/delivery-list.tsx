'use client'

import type { WebhookDelivery } from '@kelp/core/webhooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { pageErrorText } from '@/lib/api-client'
import { deliveriesQuery, replayDelivery } from '../api/webhooks-api'

/** An endpoint's newest deliveries, each with its attempts and a Replay button. */
export function DeliveryList({
  endpointId,
  canReplay,
}: {
  endpointId: string
  canReplay: boolean
}) {
  const t = useTranslations('webhooks.deliveries')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const queryClient = useQueryClient()
  const query = deliveriesQuery(endpointId, useLocale())
  const read = useQuery(query)
  const items: WebhookDelivery[] | undefined = read.data?.items
  const [writeError, setError] = useState<string>()
  const error =
    writeError ?? (read.error ? pageErrorText(read.error, tError('something_wrong')) : undefined)
  const [notice, setNotice] = useState<string>()
  const load = () => void queryClient.invalidateQueries({ queryKey: query.queryKey })

  async function replay(id: string) {
    setError(undefined)
    try {
      await replayDelivery(id)
      setNotice(t('replayed'))
      load()
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    }
  }

  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' })
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">{t('title')}</h4>
        <Button size="sm" variant="ghost" onClick={load}>
          {t('refresh')}
        </Button>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {!items ? (
        <p className="text-muted">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((d) => (
            <li key={d.id} className="grid gap-1 rounded-lg border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <code className="font-mono text-sm">{d.eventType}</code>{' '}
                  <span className="text-sm text-muted">{when(d.createdAt)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-sm font-semibold">{t(`status.${d.status}`)}</span>
                  {canReplay ? (
                    <Button size="sm" variant="secondary" onClick={() => void replay(d.id)}>
                      {t('replay')}
                    </Button>
                  ) : null}
                </span>
              </div>
              {d.replayOf ? <p className="text-sm text-muted">{t('isReplay')}</p> : null}
              <details>
                <summary className="cursor-pointer text-sm">
                  {t('attempts', { count: d.attempts.length })}
                </summary>
                <ol className="mt-1 grid gap-1 text-sm">
                  {d.attempts.map((a) => (
                    <li key={a.at}>
                      {when(a.at)} ·{' '}
                      {a.statusCode !== null ? t('httpStatus', { code: a.statusCode }) : a.error}
                      {' · '}
                      {t('duration', { ms: a.durationMs })}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
