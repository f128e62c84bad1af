import type { CertificateView } from '@kelp/core/certificates'
import { getTranslations } from 'next-intl/server'

type Line = CertificateView['lines'][number]

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="font-medium break-words text-gray-900">{children}</dd>
    </div>
  )
}

/** One project of a certificate: registry, vintage, amount and the registry's confirmation. */
export async function CertificateLine({ line, tonnes }: { line: Line; tonnes: string }) {
  const t = await getTranslations('verify')
  const registry = [line.registry, line.registryId].filter(Boolean).join(' · ')
  const confirmed = line.status === 'confirmed'
  return (
    <li className="rounded-xl border border-kelp-100 bg-white p-5">
      <h3 className="mb-3 text-lg font-semibold text-kelp-900">{line.projectName}</h3>
      <dl className="space-y-2">
        <Row label={t('amount')}>{t('tonnes', { tonnes })}</Row>
        <Row label={t('registry')}>{registry || t('unlisted')}</Row>
        {line.vintage !== null ? <Row label={t('vintage')}>{line.vintage}</Row> : null}
        {confirmed && line.serialStart && line.serialEnd ? (
          <Row label={t('serials')}>
            {line.serialStart} – {line.serialEnd}
          </Row>
        ) : null}
        {confirmed && line.registryReference ? (
          <Row label={t('reference')}>{line.registryReference}</Row>
        ) : (
          <Row label={t('status')}>{t('awaiting')}</Row>
        )}
      </dl>
      {line.registryUrl && line.registry ? (
        <a
          href={line.registryUrl}
          rel="noopener noreferrer"
          target="_blank"
          className="mt-3 inline-block font-medium text-kelp-700 underline underline-offset-2"
        >
          {t('openRegistry', { registry: line.registry })}
        </a>
      ) : null}
    </li>
  )
}

export { Row as CertificateRow }
