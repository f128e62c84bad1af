import { SII_METHODOLOGY, SII_SECTIONS } from '@kelp/core/projects'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ContentLocale } from '../content'

/** The marketplace's own scoring rules (packages/core/src/projects), section by section. */
export async function SiiMethodology({ language }: { language: ContentLocale }) {
  const t = await getTranslations('pages.sii')
  const format = await getFormatter()
  return (
    <div className="mx-auto grid max-w-[1440px] gap-12 px-6 py-16">
      <p className="max-w-3xl text-lg leading-relaxed text-ink/85">
        {SII_METHODOLOGY.intro[language]}
      </p>
      {SII_SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`sii-${section.key}`} className="grid gap-4">
          <div>
            <h2 id={`sii-${section.key}`} className="text-2xl font-semibold">
              {SII_METHODOLOGY.sections[section.key][language]}
            </h2>
            <p className="text-kelp-700">
              {t('weight', { percent: format.number(section.weight, { style: 'percent' }) })}
            </p>
          </div>
          <table className="w-full max-w-4xl table-fixed border-collapse text-left">
            <thead>
              <tr className="border-b border-kelp-100 text-sm text-ink/70">
                <th scope="col" className="w-1/3 py-2 pr-4 font-semibold sm:w-1/4">
                  {t('criterion')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('rule')}
                </th>
              </tr>
            </thead>
            <tbody>
              {section.criteria.map((criterion) => {
                const doc = SII_METHODOLOGY.criteria[criterion]
                return (
                  <tr key={criterion} className="border-b border-kelp-50 align-top">
                    <th scope="row" className="py-3 pr-4 font-medium">
                      {doc.name[language]}
                    </th>
                    <td className="py-3 text-ink/85">{doc.rule[language]}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
