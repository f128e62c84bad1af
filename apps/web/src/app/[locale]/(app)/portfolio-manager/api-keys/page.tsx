import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ApiKeysPage } from '@/features/api-keys'
import { RequireAuth } from '@/features/auth'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'apiKeys' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** The company admin's API keys, a page of the Portfolio Manager. */
export default async function ApiKeysRoute({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <RequireAuth>
      <ApiKeysPage />
    </RequireAuth>
  )
}
