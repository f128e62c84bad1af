import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Env } from '../config/env'
import { z } from 'zod'
import { createReadCache, type ReadCache } from '../lib/read-cache'

/**
 * In-process read caches (docs/decisions/092) and their invalidation:
 * - a write answered by this instance (any successful non-GET request, except routes marked
 *   `keepsReadCaches`) clears them before its answer leaves, so the caller's next read here
 *   sees it;
 * - every write to a table a cache depends on, by any instance or tool, NOTIFYs `kelp_cache`
 *   (triggers of migration 0011) and every instance drops what that table feeds;
 * - while the LISTEN connection is down nothing is cached, since notifications may be missed.
 */
export interface ReadCaches {
  /** Project list pages and project pages, as serialized JSON (same for everyone per locale). */
  catalogue: ReadCache
  /** Session contexts and `/users/me`, per session and user. */
  sessions: ReadCache
  /** The Portfolio Manager overview, per company, year, locale and role, as serialized JSON. */
  portfolio: ReadCache
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: ReadCaches
  }
  interface FastifyContextConfig {
    /**
     * The route writes no table in TABLE_FEEDS (its tests check that no write NOTIFYs), so its
     * success leaves the caches alone: placing orders must not empty the session cache.
     */
    keepsReadCaches?: boolean
  }
}

export const CACHE_CHANNEL = 'kelp_cache'

/** Which caches each notifying table feeds (the triggers of migration 0011 name the table). */
export const TABLE_FEEDS: Record<string, (keyof ReadCaches)[]> = {
  projects: ['catalogue', 'portfolio'],
  project_texts: ['catalogue', 'portfolio'],
  project_scores: ['catalogue', 'portfolio'],
  project_vintages: ['catalogue', 'portfolio'],
  sessions: ['sessions'],
  users: ['sessions'],
  memberships: ['sessions'],
  staff_members: ['sessions'],
  companies: ['sessions', 'portfolio'],
  purchases: ['portfolio'],
  retirements: ['portfolio'],
  retirement_year_totals: ['portfolio'],
  holdings: ['portfolio'],
  offers: ['portfolio'],
  offer_items: ['portfolio'],
}

export const DEFAULT_CACHE_TTL_MS = 60_000

export async function registerReadCaches(app: FastifyInstance, env: Env) {
  const ttlMs = env.CACHE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_CACHE_TTL_MS)
  const caches: ReadCaches = {
    catalogue: createReadCache({ ttlMs }),
    sessions: createReadCache({ ttlMs, maxEntries: 10_000 }),
    portfolio: createReadCache({ ttlMs }),
  }
  const all = Object.values(caches)
  app.decorate('caches', caches)
  if (ttlMs === 0) return

  for (const cache of all) cache.suspend()
  let listening = false
  app.readyChecks.set('listen', () =>
    listening ? undefined : 'LISTEN connection down: caches bypassed until it is back',
  )
  const listener = await app.database.listen(CACHE_CHANNEL, {
    message(table) {
      const feeds = TABLE_FEEDS[table]
      if (feeds) for (const name of feeds) caches[name].clear()
      else for (const cache of all) cache.clear()
    },
    up: () => {
      listening = true
      all.forEach((cache) => cache.resume())
    },
    down: () => {
      listening = false
      all.forEach((cache) => cache.suspend())
    },
  })
  app.addHook('onClose', () => listener.close())
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !request.routeOptions.config.keepsReadCaches
    ) {
      for (const cache of all) cache.clear()
    }
    done(null, payload)
  })
}

/**
 * Sends JSON that was serialized (and checked against the route's response schema) when it was
 * cached: a string with a JSON content type skips Fastify's serializer.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never)
}

/** What the route's response serializer would send for `data` (fastify-type-provider-zod). */
export function toJson<S extends z.ZodType>(schema: S, data: z.output<S>): string {
  return JSON.stringify(z.encode(schema, data))
}
