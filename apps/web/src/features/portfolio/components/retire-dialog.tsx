'use client'

import { RETIREMENT_PURPOSE_MAX, type Holding, type Retirement } from '@kelp/core/portfolio'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ApiError } from '@/lib/api-client'
import { retireCredits } from '../api/portfolio-api'
import { parseTonnes, type TonnesError } from '@/features/orbit'
import { DownloadButton } from './download-button'
import { useNumberLocale } from '@/lib/use-number-locale'

const input =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 aria-invalid:border-danger'

/** Retire held credits: project/vintage, tonnes and beneficiary. */
export function RetireDialog({
  holdings,
  initial,
  companyName,
  onClose,
  onRetired,
}: {
  holdings: Holding[]
  initial: Holding
  companyName: string
  onClose: () => void
  onRetired: () => void
}) {
  const t = useTranslations('portfolio.retire')
  const numberLocale = useNumberLocale()
  const tTonnes = useTranslations('orbit.tonnes')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const key = (h: Holding) => `${h.projectId}:${h.vintage}`
  const [selected, setSelected] = useState(key(initial))
  const [tonnes, setTonnes] = useState('')
  const [beneficiary, setBeneficiary] = useState(companyName)
  const [purpose, setPurpose] = useState('')
  const [errors, setErrors] = useState<{ tonnes?: TonnesError; beneficiary?: boolean }>({})
  const [serverError, setServerError] = useState<string>()
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<Retirement>()
  const holding = holdings.find((h) => key(h) === selected) ?? initial

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseTonnes(tonnes, holding.tonnes, numberLocale)
    const found = { tonnes: parsed.ok ? undefined : parsed.error, beneficiary: !beneficiary.trim() }
    setErrors(found)
    if (!parsed.ok || found.beneficiary) {
      document.getElementById(parsed.ok ? 'retire-beneficiary' : 'retire-tonnes')?.focus()
      return
    }
    setSending(true)
    setServerError(undefined)
    try {
      const retirement = await retireCredits(
        {
          projectId: holding.projectId,
          vintage: holding.vintage,
          tonnes: parsed.tonnes,
          beneficiary: beneficiary.trim(),
          purpose: purpose.trim() || undefined,
        },
        locale,
      )
      setDone(retirement)
      onRetired()
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : tError('something_wrong'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title={done ? t('doneTitle') : t('title')}>
      {done ? (
        <div className="grid gap-4">
          <p role="status">
            {t('done', {
              number: done.certificateNumber,
              tonnes: done.tonnes,
            })}
          </p>
          {done.downloadPath ? (
            <DownloadButton
              downloadPath={done.downloadPath}
              label={t('downloadCertificate', { number: done.certificateNumber })}
            />
          ) : null}
          <button type="button" onClick={onClose} className={`${buttonClasses()} justify-self-end`}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1">
            <label htmlFor="retire-holding" className="font-medium">
              {t('holding')}
            </label>
            <select
              id="retire-holding"
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
              className={input}
            >
              {holdings
                .filter((h) => h.expectedDeliveryYear === null)
                .map((h) => (
                  <option key={key(h)} value={key(h)}>
                    {t('holdingOption', {
                      name: h.projectName,
                      vintage: h.vintage,
                      tonnes: h.tonnes,
                    })}
                  </option>
                ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="retire-tonnes" className="font-medium">
              {t('tonnes')}
            </label>
            <input
              id="retire-tonnes"
              inputMode="numeric"
              value={tonnes}
              onChange={(e) => setTonnes(e.target.value)}
              aria-invalid={errors.tonnes ? true : undefined}
              aria-describedby={errors.tonnes ? 'retire-tonnes-error' : 'retire-tonnes-hint'}
              className={input}
            />
            {errors.tonnes ? (
              <p id="retire-tonnes-error" className="text-sm text-danger">
                {tTonnes(errors.tonnes, { max: holding.tonnes })}
              </p>
            ) : (
              <p id="retire-tonnes-hint" className="text-sm text-muted">
                {t('tonnesHint', { max: holding.tonnes })}
              </p>
            )}
          </div>
          <div className="grid gap-1">
            <label htmlFor="retire-beneficiary" className="font-medium">
              {t('beneficiary')}
            </label>
            <input
              id="retire-beneficiary"
              value={beneficiary}
              maxLength={200}
              onChange={(e) => setBeneficiary(e.target.value)}
              aria-invalid={errors.beneficiary ? true : undefined}
              aria-describedby={errors.beneficiary ? 'retire-beneficiary-error' : undefined}
              className={input}
            />
            {errors.beneficiary ? (
              <p id="retire-beneficiary-error" className="text-sm text-danger">
                {tError('required')}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1">
            <label htmlFor="retire-purpose" className="font-medium">
              {t('purpose')}
            </label>
            <input
              id="retire-purpose"
              value={purpose}
              maxLength={RETIREMENT_PURPOSE_MAX}
              onChange={(e) => setPurpose(e.target.value)}
              className={input}
            />
          </div>
          <p className="text-sm text-muted">{t('warning')}</p>
          {serverError ? (
            <p role="alert" className="text-danger">
              {serverError}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClasses({ variant: 'ghost' })}>
              {t('cancel')}
            </button>
            <button type="submit" disabled={sending} className={buttonClasses()}>
              {sending ? t('retiring') : t('submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
