import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/features/marketing/seo'

/** Title and description of a contribution screen from `contributions.<key>`. */
export async function contributionMetadata(
  locale: string,
  path: string,
  key: 'checkout' | 'success' | 'dashboard' | 'adjust' | 'payment' | 'portal',
): Promise<Metadata> {
  const t = await getTranslations({ locale: locale as never, namespace: 'contributions' })
  const title = key === 'checkout' ? t('metaTitle') : t(`${key}.metaTitle`)
  const base = pageMetadata({ locale, path, title, description: t('metaDescription') })
  // Only the checkout is a public landing page; the other screens are personal.
  return key === 'checkout' ? base : { ...base, robots: { index: false, follow: false } }
}
