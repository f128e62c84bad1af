import { CATALOGUE_FIGURES, LISTING_PASS_MARK, type ProjectView } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'

/**
 * The marketplace lists only what the listing policy admits; every other catalogue project is
 * in the research view, clearly apart, each with the reasons it is not for sale.
 */
export function ViewSwitch({ view }: { view: ProjectView }) {
  const t = useTranslations('projects.view')
  const links: { key: ProjectView; href: string; label: string }[] = [
    {
      key: 'marketplace',
      href: '/projects',
      label: t('marketplace', { count: CATALOGUE_FIGURES.listed }),
    },
    {
      key: 'research',
      href: '/projects?view=research',
      label: t('research', { count: CATALOGUE_FIGURES.research }),
    },
  ]
  return (
    <div className="grid gap-2">
      <nav aria-label={t('label')} className="flex flex-wrap gap-2 text-sm">
        {links.map(({ key, href, label }) => (
          <Link
            key={key}
            href={href}
            aria-current={view === key ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 font-semibold ${view === key ? 'border-kelp-700 bg-kelp-700 text-white' : 'border-line text-kelp-700 hover:bg-kelp-50'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <p className="max-w-3xl text-sm text-muted" data-testid="listing-policy">
        {view === 'research'
          ? t('researchIntro', { passMark: LISTING_PASS_MARK })
          : t('marketplaceIntro', { passMark: LISTING_PASS_MARK })}
      </p>
    </div>
  )
}
