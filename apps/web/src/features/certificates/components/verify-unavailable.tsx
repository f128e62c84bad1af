import { getTranslations } from 'next-intl/server'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

/** The verification page while the API cannot say whether the certificate exists (HTTP 503). */
export async function VerifyUnavailable({ id }: { id: string }) {
  const t = await getTranslations('verify')
  return (
    <article className="mx-auto grid max-w-3xl justify-items-start gap-4 px-6 py-12">
      <p className="text-sm font-semibold tracking-wide text-kelp-600 uppercase">{t('eyebrow')}</p>
      <h1 className="text-2xl font-extrabold text-kelp-900 sm:text-3xl">{t('unavailableTitle')}</h1>
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        {t('unavailableBody')}
      </p>
      <Link href={`/verify/${id}`} prefetch={false} className={buttonClasses()}>
        {t('tryAgain')}
      </Link>
    </article>
  )
}
