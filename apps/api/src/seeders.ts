import type { SeederSet } from './db/seed'
import { authSeeder } from './modules/auth'
import { portfolioSeeder } from './modules/demo'
import { demoLotsSeeder } from './modules/inventory'
import { catalogueFactsSeeder } from './modules/projects'
import { catalogueContentSeeder } from './modules/projects'
import { projectsSeeder } from './modules/projects'

/**
 * What an installation seeds. Reference data: the catalogue with its methodologies and SII
 * scores (which the contribution portfolios draw on), then its texts and scores brought up to
 * date with its facts. Demo data: the demo company, the demo supply lots (the only stock a
 * fresh installation has), then the company's history.
 */
export const seeders: SeederSet = {
  reference: [projectsSeeder, catalogueFactsSeeder, catalogueContentSeeder],
  demo: [authSeeder, demoLotsSeeder, portfolioSeeder],
}
