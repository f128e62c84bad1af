export { AdminPortfolioView } from './components/admin-view'
export { PortfolioManager } from './components/portfolio-manager'
export { portfolioTab } from './lib/tabs'
