import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PaymentWindow } from '@/features/contributions/components/payment-window'
import { requireStandIn } from '@/features/shell/test-system/stand-in-page'
import { contributionMetadata } from '../../metadata'

type Params = Promise<{ locale: string; sessionId: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sessionId } = await params
  return contributionMetadata(locale, `/contribute/pay/${sessionId}`, 'payment')
}

/** The sandbox provider's payment window (docs/api/contributions.md "Sandbox payment page"). */
export default async function PayPage({ params }: { params: Params }) {
  const { locale, sessionId } = await params
  setRequestLocale(locale as never)
  await requireStandIn('payments-sandbox', locale)
  const t = await getTranslations('contributions.payment')
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-10 sm:px-6">
        <header className="grid gap-3">
          <p className="w-fit rounded-full bg-amber-200 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase">
            {t('badge')}
          </p>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="max-w-3xl text-ink/80">{t('sandboxNotice')}</p>
        </header>
        <PaymentWindow sessionId={sessionId} />
      </div>
    </div>
  )
}
