'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Link } from '@/i18n/navigation'
import { clearCheckoutDraft } from '../hooks/use-checkout-draft'
import { useCheckoutStatus } from '../hooks/use-checkout-status'
import { formatMoney, formatTonnes } from '@/lib/format'
import { formatDate } from '../lib/format'

const linkClass =
  'inline-flex h-11 items-center rounded-full px-6 font-semibold focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none'

/** product.md §2: the success page, in a monthly and a once-off variant. */
export function SuccessView({ sessionId }: { sessionId?: string }) {
  const t = useTranslations('contributions')
  const format = useFormatter()
  const locale = useLocale()
  const state = useCheckoutStatus(sessionId, locale)
  const paid = state.kind === 'found' && state.session.status === 'paid'

  useEffect(() => {
    if (paid) clearCheckoutDraft()
  }, [paid])

  let title: string
  let body: string
  let extra: string | undefined
  if (state.kind === 'loading') {
    title = t('success.checking')
    body = ''
  } else if (state.kind === 'missing') {
    title = t('success.notFoundTitle')
    body = t('success.notFound')
  } else if (state.session.status === 'failed') {
    title = t('success.failedTitle')
    body = t('success.failedBody')
  } else if (!paid) {
    title = t('success.pendingTitle')
    body = t('success.pendingBody')
  } else {
    const { session } = state
    const values = {
      amount: formatMoney(format, session.amount),
      portfolio: t(`portfolios.${session.portfolio}.label`),
      tonnes: formatTonnes(format, session.tonnes),
      email: session.email ?? '',
    }
    const monthly = session.frequency === 'monthly'
    title = monthly ? t('success.monthlyTitle') : t('success.onceTitle')
    body = monthly ? t('success.monthlyBody', values) : t('success.onceBody', values)
    if (monthly && session.nextBillingDate) {
      extra = t('success.nextBilling', { date: formatDate(format, session.nextBillingDate) })
    }
  }

  return (
    <section aria-live="polite" className="grid max-w-3xl gap-5">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      {body ? <p className="text-lg text-ink/85">{body}</p> : null}
      {extra ? (
        <p className="w-fit rounded-xl bg-kelp-50 px-4 py-3 font-semibold">{extra}</p>
      ) : null}
      {paid ? <p className="text-sm text-muted">{t('claim')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Link
          href="/contribute/dashboard"
          className={`${linkClass} bg-kelp-700 text-white hover:bg-kelp-900`}
        >
          {t('success.dashboard')}
        </Link>
        <Link
          href="/contribute"
          className={`${linkClass} border border-kelp-700 text-kelp-700 hover:bg-kelp-50`}
        >
          {t('success.again')}
        </Link>
      </div>
    </section>
  )
}
