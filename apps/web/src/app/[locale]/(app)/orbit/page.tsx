import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { OrbitPage } from '@/features/orbit'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'orbit' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** Orbit: the cart and the company's orders (spec §2 orbit paths). */
export default async function OrbitRoute({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <RequireAuth>
      <OrbitPage />
    </RequireAuth>
  )
}
