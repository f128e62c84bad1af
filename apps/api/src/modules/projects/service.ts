import { EMAIL_ERROR_TEXTS, normalizeEmail, validateBusinessEmail } from '@kelp/core/auth'
import type { Locale } from '@kelp/core/http'
import {
  isValidPhone,
  listingDecision,
  reversalRisk,
  projectVisualUrl,
  registryListing,
  type ProjectDetail,
  type ProjectEnquiryBody,
  type ProjectListQuery,
  type ProjectListResponse,
} from '@kelp/core/projects'
import type { MailDraft } from '../../adapters/mail'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { enquiryMails } from './mails'
import {
  countFacet,
  findProjectBySlug,
  findProjectName,
  findProjectPage,
  insertEnquiry,
} from './repository'
import { countryName } from '../../lib/format'
import { catalogueSlugs } from './catalogue'
import { registryHistoryOf } from './registry-history'

type Card = Awaited<ReturnType<typeof findProjectPage>>['items'][number]
function toCard(row: Card, locale: Locale) {
  const { registryKey, registryId, standard, ...card } = row
  const listing = listingDecision({
    registryKey,
    registryId,
    standard,
    score: row.score,
    lotCredits: row.creditsAvailable,
  })
  return {
    ...card,
    notForSale: listing.reasons,
    method: row.method as ProjectDetail['method'],
    type: row.type as ProjectDetail['type'],
    country: countryName(row.countryCode, locale),
    imageUrl: catalogueSlugs.has(row.slug) ? projectVisualUrl(row.slug) : null,
  }
}

export async function listProjects(
  deps: Pick<AppDeps, 'db'>,
  { query, locale }: { query: ProjectListQuery; locale: Locale },
): Promise<ProjectListResponse> {
  const [page, country, method, type] = await Promise.all([
    findProjectPage(deps.db, query),
    countFacet(deps.db, query, 'country'),
    countFacet(deps.db, query, 'method'),
    countFacet(deps.db, query, 'type'),
  ])
  return {
    items: page.items.map((row) => toCard(row, locale)),
    total: page.total,
    page: query.page,
    perPage: query.perPage,
    pageCount: Math.ceil(page.total / query.perPage),
    facets: { country, method, type },
  }
}

export async function getProject(
  deps: Pick<AppDeps, 'db'>,
  { slug, locale }: { slug: string; locale: Locale },
): Promise<ProjectDetail> {
  const found = await findProjectBySlug(deps.db, slug, locale)
  if (!found) {
    throw new AppError('not_found', {
      en: 'This project does not exist.',
      de: 'Dieses Projekt gibt es nicht.',
    })
  }
  const { project: p, texts, sii, vintages } = found
  return {
    ...toCard({ ...p, priceCents: p.minPriceCents, demo: p.stockDemo }, locale),
    developer: p.developer,
    locationLabel: p.locationLabel,
    registryKey: p.registryKey,
    ...registryListing(p.registryKey, p.registryId),
    registryId: p.registryId,
    standard: p.standard,
    purchaseProgrammes: p.purchaseProgrammes,
    activities: p.activities,
    provenance: p.provenance,
    registryHistory: registryHistoryOf(p.registryKey, p.registryId),
    sources: p.sources,
    purchasable: p.availability !== 'information',
    documentationUrl: p.documentationUrl,
    methodology: p.methodology,
    status: p.status,
    // A method that stores no carbon has no storage durability to show.
    permanenceYears: reversalRisk(p.method) === null ? null : p.permanenceYears,
    sdgs: p.sdgs,
    locale,
    texts: {
      summary: texts.summary,
      about: texts.about,
      take: texts.take,
      socio: texts.socio,
      environmental: texts.environmental,
    },
    vintages,
    sii,
  }
}

/** Stores an enquiry, mails it to sales (SALES_INBOX) and confirms it to the sender. */
export async function createEnquiry(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>,
  { projectId, body, locale }: { projectId: string; body: ProjectEnquiryBody; locale: Locale },
) {
  const emailError = validateBusinessEmail(body.email)
  if (emailError) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[emailError])
  if (!isValidPhone(body.phone)) {
    throw new AppError('bad_request', {
      en: 'Please enter a valid phone number.',
      de: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    })
  }
  const project = await findProjectName(deps.db, projectId)
  if (!project) {
    throw new AppError('not_found', {
      en: 'This project does not exist.',
      de: 'Dieses Projekt gibt es nicht.',
    })
  }
  const enquiry = { ...body, email: normalizeEmail(body.email), needs: body.needs || null }
  const row = await insertEnquiry(deps.db, { projectId, locale, ...enquiry })
  const mails: MailDraft[] = enquiryMails({
    ...enquiry,
    project,
    locale,
    salesInbox: deps.env.SALES_INBOX,
  })
  for (const mail of mails) await deps.mailer.send(mail)
  return { id: row.id, status: 'received' as const }
}
