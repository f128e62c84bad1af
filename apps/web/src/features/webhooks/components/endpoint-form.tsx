'use client'

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@kelp/core/webhooks'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@kelp/ui'
import { pageErrorText } from '@/lib/api-client'
import { createEndpoint } from '../api/webhooks-api'

/** Each event's message key (message keys cannot hold dots). */
const EVENT_TEXT = {
  'order.placed': 'orderPlaced',
  'order.paid': 'orderPaid',
  'order.delivered': 'orderDelivered',
  'order.cancelled': 'orderCancelled',
  'offer.ready': 'offerReady',
  'retirement.confirmed': 'retirementConfirmed',
  'certificate.ready': 'certificateReady',
} as const satisfies Record<WebhookEventType, string>

/** Registers an endpoint; hands the one-time signing secret to the page. */
export function EndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const t = useTranslations('webhooks.form')
  const tEvents = useTranslations('webhooks.events')
  const tError = useTranslations('common.error')
  const [events, setEvents] = useState<WebhookEventType[]>(['order.placed'])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    if (events.length === 0) return setError(t('noEvents'))
    setBusy(true)
    setError(undefined)
    try {
      const created = await createEndpoint({
        url: String(data.get('url')).trim(),
        description: String(data.get('description') ?? ''),
        events,
      })
      form.reset()
      onCreated(created.secret)
    } catch (err) {
      setError(pageErrorText(err, tError('something_wrong')))
    } finally {
      setBusy(false)
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((x) => x !== type)))

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-line p-4 md:p-6">
      <h2 className="text-xl font-bold">{t('title')}</h2>
      <Field
        name="url"
        type="url"
        required
        label={t('url')}
        placeholder="https://example.com/kelp-webhooks"
      />
      <Field name="description" label={t('description')} maxLength={100} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="grid grid-cols-[auto_1fr] items-start gap-x-2">
            <input
              type="checkbox"
              className="row-span-2 mt-1 size-4"
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <code className="font-mono text-sm">{type}</code>
            <span className="text-sm text-muted">{tEvents(EVENT_TEXT[type])}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('submit')}
        </Button>
      </div>
    </form>
  )
}
