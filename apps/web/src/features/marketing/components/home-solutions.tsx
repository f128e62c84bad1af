import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

const solutions = [
  { key: 'plan', href: '/plan' },
  { key: 'buy', href: '/buy-credits' },
  { key: 'manage', href: '/manage-portfolio' },
  { key: 'report', href: '/report' },
] as const

export async function HomeSolutions() {
  const t = await getTranslations('home')
  return (
    <section aria-labelledby="home-solutions" className="mx-auto max-w-[1440px] px-6 pb-16">
      <h2 id="home-solutions" className="mb-8 text-2xl font-semibold">
        {t('solutionsHeading')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {solutions.map(({ key, href }) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-kelp-100 p-6">
            <h3 className="text-lg font-semibold">{t(`solutions.${key}Title`)}</h3>
            <p className="flex-1 text-ink/80">{t(`solutions.${key}Text`)}</p>
            <Link
              href={href}
              className="font-semibold text-kelp-700 underline-offset-4 hover:underline"
            >
              {t('learnMore')}
              <span className="sr-only">: {t(`solutions.${key}Title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
