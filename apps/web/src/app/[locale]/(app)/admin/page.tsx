import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { AdminApp } from '@/features/admin'
import { initialAdmin } from '@/features/admin/server/initial-admin'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'admin' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** The operator back-office; staff only, everyone else sees a 403 screen. */
export default async function AdminPage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  // A request with a session cookie gets the operator's first screen (or the 403) in the HTML.
  const initial = await initialAdmin(locale)
  return (
    <HydrationBoundary state={initial?.status === 'staff' ? initial.state : undefined}>
      <RequireAuth serverRendered={initial !== null}>
        <AdminApp forbidden={initial?.status === 'forbidden'} />
      </RequireAuth>
    </HydrationBoundary>
  )
}
