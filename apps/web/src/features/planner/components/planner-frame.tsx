import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

/** The planner's page frame: eyebrow, title and the header's actions (save state, tutorial). */
export function PlannerFrame({
  actions,
  headerClassName = '',
  children,
}: {
  actions?: ReactNode
  headerClassName?: string
  children: ReactNode
}) {
  const t = useTranslations('planner')
  return (
    <div className="mx-auto max-w-[1440px] px-6 py-8">
      <header
        className={`mb-6 flex flex-wrap items-center justify-between gap-4 ${headerClassName}`}
      >
        <div>
          <p className="text-xs font-semibold tracking-widest text-kelp-700 uppercase">
            {t('eyebrow')}
          </p>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
        </div>
        {actions}
      </header>
      {children}
    </div>
  )
}
