'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import { ADMIN_CHANGES, adminQueries } from '../api/queries'
import type { InventoryRow } from '../api/types'
import { useCompanies } from '../hooks/use-companies'
import { useDebounced } from '../hooks/use-debounced'

const NONE: InventoryRow[] = []
import { Field, inputClass } from '@kelp/ui'
import { FormResult } from './form-result'
import { parseLocaleInteger } from '@kelp/core/numbers'
import { useNumberLocale } from '@/lib/use-number-locale'

/** Retire a company's held credits on its behalf; the certificate PDF is generated. */
export function RetirementsPanel() {
  const t = useTranslations('admin.retirements')
  const numberLocale = useNumberLocale()
  const tError = useTranslations('common.error')
  const companies = useCompanies()
  const [q, setQ] = useState('')
  const queryClient = useQueryClient()
  const rows = useQuery(adminQueries.inventory(useLocale(), useDebounced(q))).data?.items ?? NONE
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const row = rows.find((r) => r.vintageId === data.get('vintageId'))
    const tonnes = parseLocaleInteger(String(data.get('tonnes') ?? ''), numberLocale) ?? 0
    const beneficiary = String(data.get('beneficiary') ?? '').trim()
    const companyId = String(data.get('companyId') ?? '')
    if (!row || !companyId || tonnes < 1 || !beneficiary) {
      return setResult({ ok: false, text: t('missing') })
    }
    const retiredAt = String(data.get('retiredAt') ?? '') || undefined
    setSending(true)
    setResult(undefined)
    try {
      const r = await adminApi.retire(companyId, {
        projectId: row.projectId,
        vintage: row.vintage,
        tonnes,
        beneficiary,
        retiredAt,
      })
      form.reset()
      await Promise.all(
        ADMIN_CHANGES.retirements.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      setResult({
        ok: true,
        text: t('done', { number: r.certificateNumber }),
      })
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby="admin-ret-title" className="grid max-w-3xl gap-4">
      <h2 id="admin-ret-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field id="ret-company" label={t('company')}>
          <select id="ret-company" name="companyId" className={inputClass}>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>{`${c.name} (${c.domain})`}</option>
            ))}
          </select>
        </Field>
        <Field id="ret-search" label={t('search')}>
          <input
            id="ret-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={inputClass}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id="ret-vintage" label={t('vintage')}>
            <select id="ret-vintage" name="vintageId" className={inputClass}>
              {rows.map((r) => (
                <option
                  key={r.vintageId}
                  value={r.vintageId}
                >{`${r.projectName} · ${r.vintage}`}</option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="ret-tonnes" label={t('tonnes')}>
          <input id="ret-tonnes" name="tonnes" inputMode="numeric" className={inputClass} />
        </Field>
        <Field id="ret-date" label={t('date')}>
          <input id="ret-date" name="retiredAt" type="date" className={inputClass} />
        </Field>
        <div className="sm:col-span-2">
          <Field id="ret-beneficiary" label={t('beneficiary')}>
            <input id="ret-beneficiary" name="beneficiary" maxLength={200} className={inputClass} />
          </Field>
        </div>
        <FormResult result={result} />
        <Button type="submit" size="lg" disabled={sending} className="w-fit">
          {sending ? t('sending') : t('submit')}
        </Button>
      </form>
    </section>
  )
}
