import type { Database } from '../client'
import { authSeeder } from '../../modules/auth/seed'
import { projectsSeeder } from '../../modules/projects/seed'
import { portfolioSeeder } from '../../modules/portfolio/seed'

/** A feature's demo data. `run` must be idempotent: seeding twice changes nothing. */
export interface Seeder {
  name: string
  /** True when this seeder's data is already present. */
  isSeeded(db: Database): Promise<boolean>
  run(db: Database): Promise<void>
}

/** Features append their seeders here, in dependency order. */
export const seeders: Seeder[] = [authSeeder, projectsSeeder, portfolioSeeder]

export async function seedAll(db: Database, log: (line: string) => void = () => {}): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(db)
    log(`seeded ${seeder.name}`)
  }
}

/** Start-up seeding: runs only the seeders whose data is missing. */
export async function seedIfEmpty(db: Database): Promise<void> {
  for (const seeder of seeders) {
    if (!(await seeder.isSeeded(db))) await seeder.run(db)
  }
}
