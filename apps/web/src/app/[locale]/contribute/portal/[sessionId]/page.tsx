import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PortalWindow } from '@/features/contributions/components/portal-window'
import { contributionMetadata } from '../../metadata'

type Params = Promise<{ locale: string; sessionId: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, sessionId } = await params
  return contributionMetadata(locale, `/contribute/portal/${sessionId}`, 'portal')
}

/** The sandbox provider's customer portal (docs/api/contributions.md "Sandbox customer portal"). */
export default async function PortalPage({ params }: { params: Params }) {
  const { locale, sessionId } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('contributions')
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-10 sm:px-6">
        <header className="grid gap-3">
          <p className="w-fit rounded-full bg-amber-200 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase">
            {t('payment.badge')}
          </p>
          <h1 className="text-3xl font-bold">{t('portal.title')}</h1>
          <p className="max-w-3xl text-ink/80">{t('portal.sandboxNotice')}</p>
        </header>
        <PortalWindow sessionId={sessionId} />
      </div>
    </div>
  )
}
