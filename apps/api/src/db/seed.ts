import type { Database } from './client'

/** A feature's seed data. `run` must be idempotent: seeding twice changes nothing. */
export interface Seeder {
  name: string
  /** True when this seeder's data is already present. */
  isSeeded(db: Database): Promise<boolean>
  run(db: Database): Promise<void>
}

/**
 * The seeders of an installation, registered by the application (the database layer knows no
 * feature). `reference`: data every installation needs, loaded wherever the schema is migrated.
 * `demo`: the demo company and its history, only in the local demo or on request, never in
 * production; in dependency order.
 */
export interface SeederSet {
  reference: Seeder[]
  demo: Seeder[]
}

export interface SeedOptions {
  seeders: SeederSet
  /** Also load the demo company and its history. */
  demo: boolean
  log?: (line: string) => void
}

const chosen = ({ seeders, demo }: SeedOptions) =>
  demo ? [...seeders.reference, ...seeders.demo] : seeders.reference

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
