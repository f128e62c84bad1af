'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import { Field, inputClass } from '@kelp/ui'
import { FormResult } from './form-result'

/** Confirms retirements from the registry's CSV export, all rows or none. */
export function CsvConfirmForm({ onDone }: { onDone: () => Promise<unknown> }) {
  const t = useTranslations('admin.confirmations')
  const tError = useTranslations('common.error')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const csv = String(new FormData(form).get('csv') ?? '')
    if (!csv.trim()) return setResult({ ok: false, text: t('missing') })
    setSending(true)
    setResult(undefined)
    try {
      const { items } = await adminApi.confirmRetirementsCsv(csv)
      form.reset()
      setResult({ ok: true, text: t('csvDone', { count: items.length }) })
      await onDone()
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-line pt-4">
      <h3 className="text-lg font-semibold">{t('csvTitle')}</h3>
      <p className="text-sm text-muted">{t('csvIntro')}</p>
      <Field id="confirm-csv" label={t('csv')}>
        <textarea id="confirm-csv" name="csv" rows={5} className={`${inputClass} h-auto py-2`} />
      </Field>
      <FormResult result={result} />
      <Button type="submit" size="lg" disabled={sending} className="w-fit">
        {sending ? t('sending') : t('csvSubmit')}
      </Button>
    </form>
  )
}
