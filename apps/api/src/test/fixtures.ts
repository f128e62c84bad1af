import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { projects, projectVintages } from '../db/schema'
import { recordLot } from '../modules/inventory'
import type { CompanyBilling } from '@kelp/core/portfolio'
import { ensureStaff } from '../modules/admin'
import { saveBilling } from '../modules/billing'
import { ensureCompany, insertMembership, insertUser } from '../modules/auth'
import { createSession } from '../modules/auth'

/** Test fixtures shared by the API tests: members, operators, projects (only used by *.test.ts). */

export const storageEnv = () => ({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'kelp-storage-')) })

export interface MemberOptions {
  role?: 'admin' | 'member'
  portfolioAccess?: boolean
  locale?: 'en' | 'de'
  /** The company's invoice address; a test address in Germany unless given (null: none). */
  billing?: CompanyBilling | null
}

export const testBilling = (name: string): CompanyBilling => ({
  legalName: name,
  street: 'Teststraße 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: null,
})

/** A verified user in the e-mail's company, signed in; returns the bearer token. */
export async function memberToken(
  app: FastifyInstance,
  email: string,
  options: MemberOptions = {},
) {
  const db = app.database.db
  const domain = email.split('@')[1]!
  const { company } = await ensureCompany(db, domain, `${domain} GmbH`)
  const user = await insertUser(db, {
    email,
    firstName: 'Pat',
    lastName: 'Tester',
    locale: options.locale ?? 'en',
    emailVerifiedAt: new Date(),
  })
  await insertMembership(db, {
    userId: user.id,
    companyId: company.id,
    role: options.role ?? 'admin',
    portfolioAccess: options.portfolioAccess ?? true,
  })
  const billing = options.billing === undefined ? testBilling(company.name) : options.billing
  if (billing) await saveBilling(db, company.id, billing)
  const token = await createSession(app.deps, { userId: user.id })
  return { token, userId: user.id, companyId: company.id }
}

export async function staffToken(app: FastifyInstance, email: string) {
  const { userId } = await ensureStaff(app.deps, { email, actor: 'test' })
  return createSession(app.deps, { userId })
}

/** A project with one vintage of `credits` tonnes at `priceCents` per tonne (one supply lot). */
export async function insertProject(
  app: FastifyInstance,
  options: {
    credits: number
    priceCents?: number
    year?: number
    method?: string
    score?: number
    status?: 'issued' | 'forward'
  },
) {
  const db = app.database.db
  const slug = `test-project-${randomUUID().slice(0, 8)}`
  const [project] = await db
    .insert(projects)
    .values({
      slug,
      source: 'test',
      sourceId: slug,
      name: `Mangrove Coast ${slug.slice(-4)}`,
      developer: 'Blue Carbon Ltd',
      countryCode: 'KE',
      locationLabel: 'Kwale, Kenya',
      lat: -4.2,
      lon: 39.5,
      method: options.method ?? 'mangrove',
      type: 'removal',
      registryKey: 'verra',
      standard: 'VCS',
      registryId: 'VCS2250',
      sources: [{ name: 'Test data', url: 'https://example.org/test-data' }],
      availability: options.status ?? 'issued',
      status: 'validated',
      permanenceYears: 40,
      sdgs: [13, 14],
      score: options.score ?? 82,
      minPriceCents: options.priceCents ?? 2500,
      creditsAvailable: options.credits,
    })
    .returning()
  const year = options.year ?? 2022
  const status = options.status ?? 'issued'
  // Stock exists only as supply lots: the fixture records one, and the vintage row is the
  // inventory's projection of it (a project without credits gets an empty vintage row).
  if (options.credits > 0) {
    await recordLot(app.deps, {
      actor: 'test',
      lot: {
        projectId: project!.id,
        vintage: year,
        status,
        expectedDeliveryYear: status === 'forward' ? year + 1 : null,
        quantityKg: options.credits * 1000,
        costCentsPerTonne: 0,
        priceCentsPerTonne: options.priceCents ?? 2500,
        registryKey: 'verra',
        issuanceId: status === 'forward' ? null : `TEST-${randomUUID()}`,
        serialBlock: null,
        issuanceQuantityKg: status === 'forward' ? null : options.credits * 1000,
        evidence: 'Test supply contract',
        demo: false,
      },
    })
  } else {
    await db.insert(projectVintages).values({
      projectId: project!.id,
      year,
      status,
      expectedDeliveryYear: status === 'forward' ? year + 1 : null,
      creditsAvailable: 0,
      priceCents: options.priceCents ?? 2500,
    })
  }
  const [vintage] = await db
    .select()
    .from(projectVintages)
    .where(and(eq(projectVintages.projectId, project!.id), eq(projectVintages.year, year)))
  return { projectId: project!.id, vintageId: vintage!.id, year, name: project!.name, slug }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** `app.inject` with an optional bearer token and JSON body. */
export function caller(app: FastifyInstance) {
  return (method: Method, url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}
