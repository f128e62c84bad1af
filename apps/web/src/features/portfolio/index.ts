// Named here: what pages and other features use on every visit. The /portfolio page imports the
// staff's read-only view from its file, so its code stays off the Portfolio Manager's pages.
export { PortfolioManager } from './components/portfolio-manager'
export { portfolioTab } from './lib/tabs'
