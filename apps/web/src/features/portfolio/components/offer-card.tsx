'use client'

import type { Offer } from '@kelp/core/orbit'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { pageErrorText } from '@/lib/api-client'
import { acceptOffer } from '../api/portfolio-api'
import { BillingFields } from './billing-fields'
import { OfferVatSummary } from './offer-vat-summary'
import { useBillingDraft } from './use-billing-draft'
import { formatDate, formatMoney, formatTonnes } from '@/lib/format'

/** The company's open offer; company admins accept it after a confirmation. */
export function OfferCard({
  offer,
  canAccept,
  companyName,
  onAccepted,
}: {
  offer: Offer
  canAccept: boolean
  companyName: string
  onAccepted: (offer: Offer) => void
}) {
  const t = useTranslations('portfolio.offer')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const money = (cents: number) => formatMoney(format, cents, offer.currency)
  const billing = useBillingDraft(companyName, locale)

  function open() {
    setConfirming(true)
    billing.load().catch((e: unknown) => setError(pageErrorText(e, tError('something_wrong'))))
  }

  async function accept() {
    setSending(true)
    setError(undefined)
    try {
      if (!(await billing.save())) return
      const { offer: accepted } = await acceptOffer(locale)
      setConfirming(false)
      onAccepted(accepted)
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby="offer-title"
      className="grid gap-3 rounded-xl border-2 border-kelp-500 bg-kelp-50 p-4 md:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="offer-title" className="text-xl font-bold">
          {t('title', { number: offer.orderNumber })}
        </h2>
        <p className="text-sm text-muted">
          {t('validUntil', { date: formatDate(format, offer.validUntil) })}
        </p>
      </div>
      <ul className="grid gap-1 text-sm">
        {offer.items.map((item) => (
          <li
            key={`${item.projectId}-${item.vintage}`}
            className="flex flex-wrap justify-between gap-2"
          >
            <span>
              {t('line', {
                name: item.projectName,
                vintage: item.vintage,
                tonnes: formatTonnes(format, item.tonnes),
                price: money(item.priceCents),
              })}
              {item.expectedDeliveryYear === null ? null : (
                <span className="block text-xs font-semibold text-muted">
                  {t('forward', { year: item.expectedDeliveryYear })}
                </span>
              )}
            </span>
            <span>{money(item.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t border-kelp-200 pt-2 text-sm sm:ml-auto sm:min-w-72">
        <div className="flex justify-between gap-6">
          <dt>{t('subtotal')}</dt>
          <dd>{money(offer.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-6">
          <dt>{offer.feeLabel}</dt>
          <dd>{money(offer.feeCents)}</dd>
        </div>
        <div className="flex justify-between gap-6 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd>{money(offer.totalCents)}</dd>
        </div>
      </dl>
      {canAccept ? (
        <button
          type="button"
          onClick={open}
          className={`${buttonClasses({ size: 'lg' })} justify-center sm:ml-auto`}
        >
          {t('accept')}
        </button>
      ) : (
        <p className="text-sm text-muted">{t('adminOnly')}</p>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('confirmTitle')}>
        <div className="grid gap-4">
          <p>{t('confirmBody')}</p>
          <BillingFields
            value={billing.draft}
            missing={billing.missing}
            onChange={billing.setDraft}
          />
          {billing.sellerCountry ? (
            <OfferVatSummary
              netCents={offer.totalCents}
              currency={offer.currency}
              sellerCountry={billing.sellerCountry}
              country={billing.draft.country}
              vatId={billing.draft.vatId}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClasses({ variant: 'ghost' })}
            >
              {t('cancel')}
            </button>
            <button type="button" onClick={accept} disabled={sending} className={buttonClasses()}>
              {sending ? t('accepting') : t('confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  )
}
