import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { WebhooksPage } from '@/features/webhooks'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'webhooks' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** Portfolio Manager › Webhooks (company admins). */
export default async function PortfolioWebhooksPage({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <RequireAuth>
      <WebhooksPage key={locale} />
    </RequireAuth>
  )
}
