import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { OrderStatus } from '@/features/orbit/components/order-status'
import type { AppLocale } from '@/i18n/routing'

type Params = Promise<{ locale: AppLocale; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'orbit.orderPage' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/**
 * One order's state (product.md §4 "Self-service purchase"): where the payment page returns
 * and an on-invoice purchase lands. The state comes from the server, never the address.
 */
export default async function OrderRoute({ params }: { params: Params }) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'orbit.orderPage' })
  return (
    <RequireAuth serverRendered={false}>
      <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <OrderStatus id={id} />
      </div>
    </RequireAuth>
  )
}
