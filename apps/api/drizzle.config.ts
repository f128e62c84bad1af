import { defineConfig } from 'drizzle-kit'

// One schema and one migration history serve both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
