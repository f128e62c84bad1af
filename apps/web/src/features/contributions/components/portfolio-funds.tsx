import { PORTFOLIOS, PORTFOLIO_IDS, portfolioPriceCents } from '@kelp/core/contributions'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { countryName, formatMoney } from '@/lib/format'

/** What each portfolio finances, project by project (server-rendered). */
export async function PortfolioFunds() {
  const t = await getTranslations('contributions')
  const format = await getFormatter()
  const locale = await getLocale()
  return (
    <section aria-labelledby="portfolio-funds" className="bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-6 py-14">
        <div className="grid max-w-3xl gap-3">
          <h2 id="portfolio-funds" className="text-3xl font-semibold">
            {t('funds.title')}
          </h2>
          <p className="text-ink/80">{t('funds.lead')}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {PORTFOLIO_IDS.map((id) => (
            <article
              key={id}
              className="grid content-start gap-3 rounded-2xl bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{t(`portfolios.${id}.label`)}</h3>
              <p className="text-sm text-muted">
                {t('funds.pricePerTonne', { price: formatMoney(format, portfolioPriceCents(id)) })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t(`portfolios.${id}.label`)}</caption>
                  <thead className="text-muted">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('funds.project')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('funds.country')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {t('funds.method')}
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        {t('funds.share')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {PORTFOLIOS[id].projects.map((project) => (
                      <tr key={project.slug} className="border-t border-line align-top">
                        <td className="py-2 pr-3">{project.name}</td>
                        <td className="py-2 pr-3">{countryName(locale, project.countryCode)}</td>
                        <td className="py-2 pr-3">{t(`methods.${project.method as 'soil'}`)}</td>
                        <td className="py-2 text-right">
                          {format.number(project.weightBp / 10_000, { style: 'percent' })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
