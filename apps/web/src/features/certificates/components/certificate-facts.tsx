import { certificateState, type CertificateView } from '@kelp/core/certificates'
import { getFormatter, getTranslations } from 'next-intl/server'
import { CertificateLine, CertificateRow as Row } from './certificate-line'

/** The public verification page's content: the same facts as the certificate PDF. */
export async function CertificateFacts({ certificate: c }: { certificate: CertificateView }) {
  const t = await getTranslations('verify')
  const format = await getFormatter()
  const tonnes = (kg: number) => format.number(kg / 1_000, { maximumFractionDigits: 3 })
  const date = format.dateTime(new Date(`${c.retiredOn}T00:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
  // Until the registry confirms every line, the page records a request, never a retirement.
  const confirmed = certificateState(c) === 'confirmed'
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <p className="text-sm font-semibold tracking-wide text-kelp-600 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-2xl font-extrabold text-kelp-900 sm:text-3xl">
        {t('title')} <span className="block break-all">{c.number}</span>
      </h1>
      <p className="mt-4 rounded-lg bg-kelp-50 p-4 text-kelp-900" role="status">
        {t('genuine')}
      </p>
      {c.demo ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">{t('demo')}</p>
      ) : null}
      <p
        className={`mt-3 rounded-lg p-4 font-semibold ${confirmed ? 'bg-kelp-50 text-kelp-900' : 'bg-amber-50 text-amber-900'}`}
        data-testid="certificate-state"
      >
        {confirmed ? t('stateConfirmed') : t('stateRequested')}
      </p>
      <dl className="mt-8 space-y-3">
        <Row label={t('beneficiary')}>{c.beneficiary ?? t('noBeneficiary')}</Row>
        <Row label={confirmed ? t('retiredOn') : t('requestedOn')}>{date}</Row>
        <Row label={t('purpose')}>
          {c.purpose ?? (c.kind === 'contribution' ? t('kindContribution') : t('kindRetirement'))}
        </Row>
        <Row label={confirmed ? t('total') : t('totalRequested')}>
          {t('tonnes', { tonnes: tonnes(c.totalKg) })}
        </Row>
        {c.pendingKg > 0 ? (
          <Row label={t('pending')}>{t('tonnes', { tonnes: tonnes(c.pendingKg) })}</Row>
        ) : null}
      </dl>
      <h2 className="mt-10 mb-4 text-xl font-bold text-kelp-900">{t('projects')}</h2>
      <ul className="space-y-4">
        {c.lines.map((line, i) => (
          <CertificateLine key={i} line={line} tonnes={tonnes(line.kg)} />
        ))}
      </ul>
      <p className="mt-10 text-sm text-gray-600">{t('privacy')}</p>
    </article>
  )
}
