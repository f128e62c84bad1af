import type { UploadKind } from '@kelp/core/portfolio'
import { renderTextDocument } from '../../adapters/pdf'

interface DemoDocument {
  kind: UploadKind
  year: number
  title: string
  titleDe: string
  fileName: string
  render: () => Promise<Buffer>
}

/** Opens every demo document and ends every demo title: this is demo data, not a real company's. */
const DEMO_MARK = {
  heading: 'Demo data',
  paragraphs: [
    'This document belongs to Kelp’s demo company. It describes only the demo data in this account; it is not a real company’s report, agreement or publication.',
  ],
}
const demoTitle = (title: string, titleDe: string) => ({
  title: `${title} (demo)`,
  titleDe: `${titleDe} (Demo)`,
})

/**
 * The demo company's uploaded documents: one PDF each (in English), titled in both languages,
 * each marked as demo data and saying only what the demo data holds: the projects it bought
 * (`projects`, their names) and retirements that await the registry's confirmation.
 */
export function demoDocuments(
  company: string,
  thisYear: number,
  projects: readonly string[],
): DemoDocument[] {
  const lastYear = thisYear - 1
  const held = projects.join('; ')
  return [
    {
      kind: 'regulatory_report',
      year: lastYear,
      ...demoTitle(
        `CSRD E1 climate disclosure ${lastYear}`,
        `CSRD-E1-Klimaberichterstattung ${lastYear}`,
      ),
      fileName: `csrd-e1-${lastYear}.pdf`,
      render: () =>
        renderTextDocument(`CSRD E1 climate disclosure ${lastYear}`, company, [
          DEMO_MARK,
          {
            heading: 'E1-7 GHG removals and carbon credits',
            paragraphs: [
              `${company} bought issued carbon credits through Kelp in ${lastYear} and asked for part of them to be retired in the same year. The retirements are listed in the Portfolio Manager; each shows its registry serial range only once the registry has confirmed it, and none is confirmed yet.`,
              'Carbon credits are reported separately from the gross Scope 1, 2 and 3 emissions; they are not netted against the inventory, in line with ESRS E1-7.',
            ],
          },
          {
            heading: 'Quality criteria',
            paragraphs: [
              `The credits come from these projects: ${held}. Each has a Sustainability Integrity Index (SII) score on its project page, with the sources of its data.`,
            ],
          },
        ]),
    },
    {
      kind: 'regulatory_report',
      year: thisYear,
      ...demoTitle(
        `Voluntary carbon market claim statement ${thisYear}`,
        `Erklärung zu Aussagen im freiwilligen CO₂-Markt ${thisYear}`,
      ),
      fileName: `vcm-claim-${thisYear}.pdf`,
      render: () =>
        renderTextDocument(`Voluntary carbon market claim statement ${thisYear}`, company, [
          DEMO_MARK,
          {
            heading: 'Claim',
            paragraphs: [
              `${company} contributes to climate action beyond its value chain by financing carbon credits and asking for their retirement. The claim follows the VCMI Claims Code of Practice and does not state carbon neutrality.`,
            ],
          },
        ]),
    },
    {
      kind: 'admin_document',
      year: lastYear,
      ...demoTitle(
        'Framework agreement for carbon credit purchases',
        'Rahmenvertrag über den Kauf von CO₂-Zertifikaten',
      ),
      fileName: 'framework-agreement.pdf',
      render: () =>
        renderTextDocument(
          'Framework agreement for carbon credit purchases',
          `Kelp and ${company}`,
          [
            DEMO_MARK,
            {
              heading: '1. Subject',
              paragraphs: [
                'Kelp sources carbon credits from projects listed in its marketplace and transfers them to the customer’s holdings once an offer is accepted.',
              ],
            },
            {
              heading: '2. Prices and invoicing',
              paragraphs: [
                'Prices per tonne are stated in each offer and fixed on acceptance. Kelp invoices on acceptance; payment is due within 30 days.',
              ],
            },
            {
              heading: '3. Retirement',
              paragraphs: [
                'Credits are retired in the registry on the customer’s instruction. Kelp issues a certificate for the request and adds the registry serial range once the registry confirms the retirement.',
              ],
            },
          ],
        ),
    },
    {
      kind: 'marketing_material',
      year: thisYear,
      ...demoTitle(
        'Climate contribution badge and usage guide',
        'Siegel für den Klimabeitrag und Nutzungsleitfaden',
      ),
      fileName: 'climate-badge-guide.pdf',
      render: () =>
        renderTextDocument('Climate contribution badge and usage guide', company, [
          DEMO_MARK,
          {
            heading: 'Where to use the badge',
            paragraphs: [
              'Website footer, sustainability page, e-mail signatures and product packaging that refer to your climate contribution.',
            ],
          },
          {
            heading: 'Wording',
            paragraphs: [
              'Use “We finance climate projects with Kelp” together with the tonnes retired this year. Avoid “climate neutral” or “CO2 neutral”.',
            ],
          },
        ]),
    },
    {
      kind: 'marketing_material',
      year: thisYear,
      ...demoTitle(
        'Project story: the projects in our portfolio',
        'Projektgeschichte: die Projekte in unserem Portfolio',
      ),
      fileName: 'project-story.pdf',
      render: () =>
        renderTextDocument('Project story: the projects in our portfolio', company, [
          DEMO_MARK,
          {
            heading: 'Posts, ready to share once the retirements are confirmed',
            paragraphs: [
              `Post 1: We finance carbon credits from ${projects.length} projects: ${held}.`,
              'Post 2: Each project page shows its score, where every fact comes from, and the registry that issues its credits.',
              'Post 3: Our retirements are requested at the registry; we will share the serial ranges once the registry confirms them.',
            ],
          },
        ]),
    },
  ]
}
