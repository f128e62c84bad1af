import type { Metadata } from 'next'
import { certificateState } from '@kelp/core/certificates'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { getCertificate } from '@/features/certificates/api/get-certificate'
import { CertificateFacts } from '@/features/certificates/components/certificate-facts'
import { VerifyUnavailable } from '@/features/certificates/components/verify-unavailable'
import { localizedPath, SITE_URL } from '@/features/marketing/seo'

type Params = Promise<{ locale: string; id: string }>

/** Open Graph and Twitter tags, so a shared link previews with the certificate's facts. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'verify' })
  const lookup = await getCertificate(id, locale)
  if (lookup.outcome !== 'found') {
    const title = t(lookup.outcome === 'not_found' ? 'notFoundTitle' : 'unavailableTitle')
    return { title, robots: { index: false } }
  }
  const { certificate } = lookup
  const format = await getFormatter({ locale: locale as never })
  const values = {
    number: certificate.number,
    tonnes: format.number(certificate.totalKg / 1_000, { maximumFractionDigits: 3 }),
    date: format.dateTime(new Date(`${certificate.retiredOn}T00:00:00Z`), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }),
    beneficiary: certificate.beneficiary ?? '',
  }
  const title = t('metaTitle', values)
  const description =
    certificateState(certificate) !== 'confirmed'
      ? t('metaDescriptionRequested', {
          ...values,
          hasName: certificate.beneficiary ? 'yes' : 'no',
        })
      : certificate.beneficiary
        ? t('metaDescription', values)
        : t('metaDescriptionNoName', values)
  const path = `/verify/${id}`
  const url = `${SITE_URL}${localizedPath(locale === 'de' ? 'de' : 'en', path)}`
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: {
        en: `${SITE_URL}${localizedPath('en', path)}`,
        de: `${SITE_URL}${localizedPath('de', path)}`,
      },
    },
    // Shared on purpose, but not a page for search engines.
    robots: { index: false, follow: false },
    openGraph: {
      title,
      description,
      url,
      siteName: 'Kelp',
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      type: 'article',
    },
    twitter: { card: 'summary', title, description },
  }
}

/**
 * The public verification page of a certificate (/verify/{id}); works signed out. While the API
 * cannot answer, it says so (src/proxy.ts sets the 503) instead of calling the certificate unknown.
 */
export default async function VerifyPage({ params }: { params: Params }) {
  const { locale, id } = await params
  setRequestLocale(locale as never)
  const lookup = await getCertificate(id, locale)
  if (lookup.outcome === 'not_found') notFound()
  if (lookup.outcome === 'unavailable') return <VerifyUnavailable id={id} />
  return <CertificateFacts certificate={lookup.certificate} />
}
