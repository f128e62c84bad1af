'use client'

import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { formatMoney } from '@/lib/format'
import { Field, inputClass } from '@kelp/ui'
import { adminApi } from '../api/admin-api'
import { adminQueries } from '../api/queries'

/** Approves a company to buy on invoice up to a limit of unpaid invoices (or withdraws it). */
export function CreditLineForm({ toCents }: { toCents: (raw: string) => number | undefined }) {
  const t = useTranslations('admin.selfService')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const format = useFormatter()
  const companies = useQuery(adminQueries.companies(locale))
  const [companyId, setCompanyId] = useState('')
  const [amount, setAmount] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  async function run(action: 'set' | 'remove', event?: FormEvent) {
    event?.preventDefault()
    const cents = toCents(amount)
    if (!companyId || (action === 'set' && !cents))
      return setResult({ ok: false, text: t('invalid') })
    try {
      const { creditLine } =
        action === 'set'
          ? await adminApi.setCreditLine(companyId, cents!)
          : await adminApi.removeCreditLine(companyId)
      setResult({
        ok: true,
        text: creditLine
          ? t('lineSaved', {
              limit: formatMoney(format, creditLine.limitCents),
              outstanding: formatMoney(format, creditLine.outstandingCents),
            })
          : t('lineRemoved'),
      })
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => run('set', e)}
      className="grid gap-3 border-t border-line pt-4"
    >
      <h3 className="font-semibold">{t('creditTitle')}</h3>
      <p className="text-sm text-muted">{t('creditIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="credit-company" label={t('company')}>
          <select
            id="credit-company"
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
            className={inputClass}
          >
            <option value="">{t('chooseCompany')}</option>
            {companies.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.domain})
              </option>
            ))}
          </select>
        </Field>
        <Field id="credit-limit" label={t('creditLimit')}>
          <input
            id="credit-limit"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="h-(--height-btn-lg) rounded-md bg-kelp-700 px-4 font-semibold text-white"
        >
          {t('approve')}
        </button>
        <button
          type="button"
          onClick={() => run('remove')}
          className="h-(--height-btn-lg) rounded-md border border-danger px-4 font-semibold text-danger"
        >
          {t('withdraw')}
        </button>
      </div>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? '' : 'text-danger'}>
          {result.text}
        </p>
      ) : null}
    </form>
  )
}
