import type { SandboxSession } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'

/** A payment window that is complete, expired or unknown: nothing to pay here any more. */
export function PaymentUnavailable({ session }: { session?: SandboxSession }) {
  const t = useTranslations('contributions')
  const complete = session?.status === 'complete'
  return (
    <div role="status" className="grid max-w-xl gap-3 rounded-2xl border border-line bg-white p-6">
      <h2 className="text-xl font-semibold">{t('payment.unavailableTitle')}</h2>
      <p className="text-ink/80">{t('payment.unavailableBody')}</p>
      <div className="flex flex-wrap gap-3">
        {complete ? (
          <a href={session.successUrl} className="font-semibold text-kelp-700 underline">
            {t('payment.viewResult')}
          </a>
        ) : null}
        <Link href="/contribute" className="font-semibold text-kelp-700 underline">
          {t('payment.restart')}
        </Link>
      </div>
    </div>
  )
}
