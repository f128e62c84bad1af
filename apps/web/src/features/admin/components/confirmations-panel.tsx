'use client'

import type { PendingRetirementList } from '@kelp/core/admin'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import { ADMIN_CHANGES, adminQueries } from '../api/queries'
import { CsvConfirmForm } from './csv-confirm-form'
import { Field, inputClass } from '@kelp/ui'
import { FormResult } from './form-result'

const NONE: PendingRetirementList['items'] = []

/** Retirements awaiting the registry: the operator records its serial range and reference. */
export function ConfirmationsPanel() {
  const t = useTranslations('admin.confirmations')
  const tError = useTranslations('common.error')
  const queryClient = useQueryClient()
  const items = useQuery(adminQueries.requestedRetirements(useLocale())).data?.items ?? NONE
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [sending, setSending] = useState(false)
  // A confirmation changes the waiting list, the retirements and the audit log.
  const reload = () =>
    Promise.all(
      ADMIN_CHANGES.retirements.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const id = value('retirementId')
    const body = {
      serialStart: value('serialStart'),
      serialEnd: value('serialEnd'),
      registryReference: value('registryReference'),
    }
    if (!id || !body.serialStart || !body.serialEnd || body.registryReference.length < 3) {
      return setResult({ ok: false, text: t('missing') })
    }
    setSending(true)
    setResult(undefined)
    try {
      const r = await adminApi.confirmRetirement(id, body)
      form.reset()
      setResult({ ok: true, text: t('done', { number: r.certificateNumber }) })
      await reload()
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby="admin-confirm-title" className="grid max-w-3xl gap-4">
      <h2 id="admin-confirm-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      {items.length === 0 ? <p className="text-sm">{t('empty')}</p> : null}
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field id="confirm-retirement" label={t('retirement')}>
            <select id="confirm-retirement" name="retirementId" className={inputClass}>
              {items.map((r) => (
                <option key={r.id} value={r.id}>
                  {t('option', {
                    number: r.certificateNumber,
                    company: r.companyName,
                    project: r.projectName,
                    vintage: r.vintage,
                    tonnes: r.tonnes,
                    registry: r.registry ?? '—',
                  })}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="confirm-start" label={t('serialStart')}>
          <input id="confirm-start" name="serialStart" maxLength={200} className={inputClass} />
        </Field>
        <Field id="confirm-end" label={t('serialEnd')}>
          <input id="confirm-end" name="serialEnd" maxLength={200} className={inputClass} />
        </Field>
        <div className="sm:col-span-2">
          <Field id="confirm-reference" label={t('reference')}>
            <input
              id="confirm-reference"
              name="registryReference"
              maxLength={200}
              className={inputClass}
            />
          </Field>
        </div>
        <FormResult result={result} />
        <Button type="submit" size="lg" disabled={sending} className="w-fit">
          {sending ? t('sending') : t('submit')}
        </Button>
      </form>
      <CsvConfirmForm onDone={reload} />
    </section>
  )
}
