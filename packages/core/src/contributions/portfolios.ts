import { z } from 'zod'

export const PORTFOLIO_IDS = ['germany', 'international'] as const
export const portfolioIdSchema = z.enum(PORTFOLIO_IDS).describe('Project portfolio')
export type PortfolioId = z.infer<typeof portfolioIdSchema>

export interface PortfolioProject {
  /** Catalogue slug (apps/api/src/db/seed-data/catalogue.json). */
  slug: string
  /** The catalogue's proper name (the same in both languages). */
  name: string
  /** ISO 3166-1 alpha-2 country of the project. */
  countryCode: string
  /** Catalogue method id (biochar, mangrove, …). */
  method: string
  /** Share in basis points; a portfolio's weights add up to 10,000. */
  weightBp: number
  /** The project's lowest catalogue price, EUR cents a tonne (checked against the seed). */
  priceCents: number
}

export interface Portfolio {
  id: PortfolioId
  projects: PortfolioProject[]
}

/**
 * The two contribution portfolios, the one place they are defined. The seeded catalogue
 * holds no project located in Germany, so 'germany' is made of the European projects
 * closest to Germany (README: "Portfolios").
 */
export const PORTFOLIOS: Record<PortfolioId, Portfolio> = {
  germany: {
    id: 'germany',
    projects: [
      {
        slug: 'a-r-project-in-france-with-paulownia-trees',
        name: 'A/R project in France with Paulownia trees',
        countryCode: 'FR',
        method: 'afforestation-reforestation',
        weightBp: 3_500,
        priceCents: 3_050,
      },
      {
        slug: 'climatecare-oxford-scotland',
        name: 'ClimateCare Oxford – Scotland',
        countryCode: 'GB',
        method: 'peatland-restoration',
        weightBp: 3_000,
        priceCents: 3_450,
      },
      {
        slug: 'greensand-netherlands',
        name: 'GreenSand  – Netherlands',
        countryCode: 'NL',
        method: 'enhanced-weathering',
        weightBp: 1_500,
        priceCents: 15_050,
      },
      {
        slug: 'stockholm-exergi-sweden-msft128',
        name: 'Stockholm Exergi – Sweden (MSFT128)',
        countryCode: 'SE',
        method: 'mineral-storage',
        weightBp: 1_500,
        priceCents: 17_150,
      },
      {
        slug: 'gs23461-a-r-project-in-auvergne-rhone-alpes-and-grand-est-regions-with',
        name: 'GS23461-A/R project in Auvergne- Rhône Alpes and Grand-Est regions with Paulownia trees',
        countryCode: 'FR',
        method: 'afforestation-reforestation',
        weightBp: 500,
        priceCents: 2_500,
      },
    ],
  },
  international: {
    id: 'international',
    projects: [
      {
        slug: 'climatecare-oxford-india',
        name: 'ClimateCare Oxford – India',
        countryCode: 'IN',
        method: 'mangrove',
        weightBp: 2_500,
        priceCents: 3_250,
      },
      {
        slug: 'tubura-forest-landscape-restoration-program',
        name: 'Tubura Forest Landscape Restoration Program',
        countryCode: 'RW',
        method: 'afforestation-reforestation',
        weightBp: 2_000,
        priceCents: 2_900,
      },
      {
        slug: 'fonafifo-costa-rica',
        name: 'FONAFIFO – Costa Rica',
        countryCode: 'CR',
        method: 'redd-plus',
        weightBp: 2_000,
        priceCents: 1_300,
      },
      {
        slug: 'nativeenergy-kenya',
        name: 'NativeEnergy – Kenya',
        countryCode: 'KE',
        method: 'soil',
        weightBp: 2_000,
        priceCents: 3_550,
      },
      {
        slug: 'project-aranyam-building-climate-resilient-communities-in-maharashtra',
        name: 'Project Aranyam: Building Climate Resilient Communities in Maharashtra and Gujarat Through Agroforestry Practices',
        countryCode: 'IN',
        method: 'afforestation-reforestation',
        weightBp: 1_000,
        priceCents: 2_900,
      },
      {
        slug: 'climeworks-reykjavik-iceland',
        name: 'Climeworks – Reykjavik, Iceland',
        countryCode: 'IS',
        method: 'direct-air-capture',
        weightBp: 500,
        priceCents: 54_900,
      },
    ],
  },
}

/** Price per tonne of a portfolio: the weighted project prices, rounded half up to cents. */
export function portfolioPriceCents(id: PortfolioId): number {
  const weighted = PORTFOLIOS[id].projects.reduce((sum, p) => sum + p.weightBp * p.priceCents, 0)
  return Math.floor((weighted + 5_000) / 10_000)
}
