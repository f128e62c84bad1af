import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps } from './common'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** argon2id; null for accounts made by one-time-code sign-in. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: at('email_verified_at'),
  locale: text('locale', { enum: ['en', 'de'] })
    .notNull()
    .default('en'),
  ...timestamps,
})

/** A company is its e-mail domain. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  ...timestamps,
})

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    portfolioAccess: boolean('portfolio_access').notNull().default(false),
    /** When the colleague last asked the admins for access (shown to them, requests first). */
    accessRequestedAt: at('access_requested_at'),
    /** The company admin refused this colleague's request for access; blocks sign-in. */
    accessRefusedAt: at('access_refused_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_user_uq').on(t.userId),
    index('memberships_company_idx').on(t.companyId),
  ],
)

/** What an access token names; logout sets `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Links in verification and reset mails; only a hash of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
)

/** One-time sign-in codes, hashed; `auto_login` marks a short server grant (demo mode). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    autoLogin: boolean('auto_login').notNull().default(false),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.createdAt)],
)
