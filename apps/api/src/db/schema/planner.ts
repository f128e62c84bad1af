import { boolean, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core'
import type { PlannerSettings } from '@kelp/core/planner'
import { users } from './auth'
import { timestamps } from './common'

/**
 * One row per user: the ATLAS planner settings. The settings are one validated document
 * (zod schema in @kelp/core/planner, money in integer cents), saved whole on every autosave.
 */
export const plannerSettings = pgTable('planner_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<PlannerSettings>().notNull(),
  tutorialSeen: boolean('tutorial_seen').notNull().default(false),
  ...timestamps,
})
