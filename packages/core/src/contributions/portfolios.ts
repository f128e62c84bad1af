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
 * The two contribution portfolios, the one place they are defined. Contributions retire
 * issued credits only, and the catalogue's issued credits are all Isometric removals, so the
 * portfolios are made of those: 'germany' (its id kept for stored contributions) holds the
 * projects in Europe and North America, since no German project has issued credits, and is
 * named for that; 'international' holds those in India and Brazil.
 */
export const PORTFOLIOS: Record<PortfolioId, Portfolio> = {
  germany: {
    id: 'germany',
    projects: [
      {
        slug: 'humboldt-sawmill-company-hsc',
        name: 'Humboldt Sawmill Company (HSC)',
        countryCode: 'US',
        method: 'biochar',
        weightBp: 7_000,
        priceCents: 13_600,
      },
      {
        slug: 'kvina-river-cdr-project',
        name: 'Kvina River CDR Project',
        countryCode: 'NO',
        method: 'ocean',
        weightBp: 1_500,
        priceCents: 31_800,
      },
      {
        slug: 'charm-range-plains-biochar',
        name: 'Charm Range & Plains Biochar',
        countryCode: 'US',
        method: 'biochar',
        weightBp: 1_500,
        priceCents: 12_500,
      },
    ],
  },
  international: {
    id: 'international',
    projects: [
      {
        slug: 'darjeeling-revival-alt-x-mol',
        name: 'Darjeeling Revival: Alt x MOL',
        countryCode: 'IN',
        method: 'enhanced-weathering',
        weightBp: 5_000,
        priceCents: 28_750,
      },
      {
        slug: 'project-aracari',
        name: 'Project Araçari',
        countryCode: 'BR',
        method: 'enhanced-weathering',
        weightBp: 2_000,
        priceCents: 29_100,
      },
      {
        slug: 'project-serra-da-mantiqueira',
        name: 'Project Serra da Mantiqueira',
        countryCode: 'BR',
        method: 'enhanced-weathering',
        weightBp: 2_000,
        priceCents: 24_300,
      },
      {
        slug: 'project-cajueiro',
        name: 'Project Cajueiro',
        countryCode: 'BR',
        method: 'enhanced-weathering',
        weightBp: 1_000,
        priceCents: 25_700,
      },
    ],
  },
}

/** Price per tonne of a portfolio: the weighted project prices, rounded half up to cents. */
export function portfolioPriceCents(id: PortfolioId): number {
  const weighted = PORTFOLIOS[id].projects.reduce((sum, p) => sum + p.weightBp * p.priceCents, 0)
  return Math.floor((weighted + 5_000) / 10_000)
}
