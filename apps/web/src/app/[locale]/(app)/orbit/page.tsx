import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { sessionToken } from '@/features/auth/session-cookie'
import { orbitQuery } from '@/features/orbit'
import { OrbitPage } from '@/features/orbit/components/orbit-page'
import type { AppLocale } from '@/i18n/routing'
import { prefetchQueries } from '@/lib/query/server'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'orbit' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/**
 * Orbit: the cart and the company's orders (product.md §2 orbit paths). With a session cookie the
 * server reads them with the visitor's session, so the HTML shows their cart and orders.
 */
export default async function OrbitRoute({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const token = await sessionToken()
  const { state, complete } = token
    ? await prefetchQueries([orbitQuery(locale)], locale, token)
    : { state: undefined, complete: false }
  return (
    <RequireAuth serverRendered={complete}>
      <HydrationBoundary state={state}>
        <OrbitPage />
      </HydrationBoundary>
    </RequireAuth>
  )
}
