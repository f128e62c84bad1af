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

/** The demo company's uploaded documents: real text, one PDF each (in English), titled in both languages. */
export function demoDocuments(company: string, thisYear: number): DemoDocument[] {
  const lastYear = thisYear - 1
  return [
    {
      kind: 'regulatory_report',
      year: lastYear,
      title: `CSRD E1 climate disclosure ${lastYear}`,
      titleDe: `CSRD-E1-Klimaberichterstattung ${lastYear}`,
      fileName: `csrd-e1-${lastYear}.pdf`,
      render: () =>
        renderTextDocument(`CSRD E1 climate disclosure ${lastYear}`, company, [
          {
            heading: 'E1-7 GHG removals and carbon credits',
            paragraphs: [
              `${company} purchased verified carbon credits through Kelp in ${lastYear} and retired part of them in the same year. Every retirement is listed with its registry serial range in the Portfolio Manager.`,
              'Carbon credits are reported separately from the gross Scope 1, 2 and 3 emissions; they are not netted against the inventory, in line with ESRS E1-7.',
            ],
          },
          {
            heading: 'Quality criteria',
            paragraphs: [
              'All projects were screened with the Sustainability Integrity Index (SII): permanence, additionality, co-benefits, reporting and compliance.',
            ],
          },
        ]),
    },
    {
      kind: 'regulatory_report',
      year: thisYear,
      title: `Voluntary carbon market claim statement ${thisYear}`,
      titleDe: `Erklärung zu Aussagen im freiwilligen CO₂-Markt ${thisYear}`,
      fileName: `vcm-claim-${thisYear}.pdf`,
      render: () =>
        renderTextDocument(`Voluntary carbon market claim statement ${thisYear}`, company, [
          {
            heading: 'Claim',
            paragraphs: [
              `${company} contributes to climate action beyond its value chain by financing and retiring high-integrity carbon credits. The claim follows the VCMI Claims Code of Practice and does not state carbon neutrality.`,
            ],
          },
        ]),
    },
    {
      kind: 'admin_document',
      year: lastYear,
      title: 'Framework agreement for carbon credit purchases',
      titleDe: 'Rahmenvertrag über den Kauf von CO₂-Zertifikaten',
      fileName: 'framework-agreement.pdf',
      render: () =>
        renderTextDocument(
          'Framework agreement for carbon credit purchases',
          `Kelp and ${company}`,
          [
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
                'Credits are retired in the registry on the customer’s instruction. Kelp issues a retirement certificate with the registry serial range.',
              ],
            },
          ],
        ),
    },
    {
      kind: 'marketing_material',
      year: thisYear,
      title: 'Climate contribution badge and usage guide',
      titleDe: 'Siegel für den Klimabeitrag und Nutzungsleitfaden',
      fileName: 'climate-badge-guide.pdf',
      render: () =>
        renderTextDocument('Climate contribution badge and usage guide', company, [
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
      title: 'Project story: mangrove restoration for social media',
      titleDe: 'Projektgeschichte: Mangroven-Renaturierung für soziale Medien',
      fileName: 'project-story-mangroves.pdf',
      render: () =>
        renderTextDocument('Project story: mangrove restoration', company, [
          {
            heading: 'Three posts, ready to share',
            paragraphs: [
              'Post 1: Mangroves store up to four times more carbon per hectare than tropical rainforests. Our retired credits help restore them.',
              'Post 2: Restored mangroves protect coastal villages from storm surges and bring back fish nurseries.',
              'Post 3: Every tonne we retire is listed with its registry serial number in our portfolio.',
            ],
          },
        ]),
    },
  ]
}
