import type { Database } from '../client'
import { authSeeder } from '../../modules/auth/seed'
import { projectsSeeder } from '../../modules/projects/seed'
import { catalogueFactsSeeder } from '../../modules/projects/catalogue-sync'
import { catalogueContentSeeder } from '../../modules/projects/content-refresh'
import { portfolioSeeder } from '../../modules/portfolio/seed'

/** A feature's seed data. `run` must be idempotent: seeding twice changes nothing. */
export interface Seeder {
  name: string
  /** True when this seeder's data is already present. */
  isSeeded(db: Database): Promise<boolean>
  run(db: Database): Promise<void>
}

/**
 * Reference data every installation needs (the catalogue with its methodologies and SII
 * scores, which the contribution portfolios draw on), loaded wherever the schema is migrated;
 * then the catalogue's texts and scores are brought up to date with its facts.
 */
export const referenceSeeders: Seeder[] = [
  projectsSeeder,
  catalogueFactsSeeder,
  catalogueContentSeeder,
]

/**
 * The demo company and its history: only in the local demo (`npm start`, SEED_DEMO_DATA) or on
 * request (`npm run db:seed -- --demo`), never in production. In dependency order.
 */
export const demoSeeders: Seeder[] = [authSeeder, portfolioSeeder]

export interface SeedOptions {
  /** Also load the demo company and its history. */
  demo: boolean
  log?: (line: string) => void
}

const chosen = ({ demo }: SeedOptions) =>
  demo ? [...referenceSeeders, ...demoSeeders] : referenceSeeders

/** `npm run db:seed`: runs every chosen seeder (each is idempotent). */
export async function seedAll(db: Database, options: SeedOptions): Promise<void> {
  for (const seeder of chosen(options)) {
    await seeder.run(db)
    options.log?.(`seeded ${seeder.name}`)
  }
}

/** Start-up and migrate-step seeding: runs only the chosen seeders whose data is missing. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<void> {
  for (const seeder of chosen(options)) {
    if (!(await seeder.isSeeded(db))) {
      await seeder.run(db)
      options.log?.(`seeded ${seeder.name}`)
    }
  }
}
