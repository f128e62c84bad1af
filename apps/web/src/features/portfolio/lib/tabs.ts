/** The four Portfolio Manager tabs (docs/product.md §2); a plain module, so the server reads it too. */
export const PORTFOLIO_TABS = ['strategy', 'overview', 'documents', 'browse'] as const
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number]

/** The tab a `?tab=` value names; the overview when it names none. */
export const portfolioTab = (value: unknown): PortfolioTab =>
  PORTFOLIO_TABS.find((tab) => tab === value) ?? 'overview'
