import type { ConfirmRetirementBody } from '@kelp/core/admin'
import type { Retirement } from '@kelp/core/portfolio'
import { checkSerialRange, REGISTRIES } from '@kelp/core/projects'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Storage } from '../../adapters/storage'
import type { Database } from '../../db/client'
import { companies, documents, projects, retirements } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Locale } from '@kelp/core/http'
import { writeAudit } from '../audit'
import { renderRetirementCertificate } from './retirement-certificate'
import { RT } from './retirement-texts'
import type { WebhookEvents } from '../webhooks'
import { announceConfirmed } from './retirement-announce'

export interface ConfirmDeps {
  db: Database
  storage: Storage
  locale: Locale
  webOrigin: string
  events?: WebhookEvents
}

async function lockRetirement(tx: Database, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ retirement: retirements, project: projects, companyName: companies.name })
    .from(retirements)
    .innerJoin(projects, eq(projects.id, retirements.projectId))
    .innerJoin(companies, eq(companies.id, retirements.companyId))
    .where(where)
    .for('update', { of: retirements })
  return row
}

/**
 * Records what the registry reports for a requested retirement (its serial range, checked
 * against the registry's format and the retired tonnes, and its retirement reference),
 * marks it confirmed and re-renders its certificate, inside the caller's transaction.
 */
async function confirmLocked(
  tx: Database,
  deps: ConfirmDeps,
  found: NonNullable<Awaited<ReturnType<typeof lockRetirement>>>,
  actor: string,
  body: ConfirmRetirementBody,
) {
  const { retirement: r, project } = found
  if (r.status === 'confirmed') throw new AppError('conflict', RT.alreadyConfirmed)
  if (!project.registryKey || !project.registryId) throw new AppError('bad_request', RT.notListed)
  const registry = REGISTRIES[project.registryKey]
  const check = checkSerialRange(
    project.registryKey,
    project.registryId,
    body.serialStart,
    body.serialEnd,
    r.tonnes,
  )
  if (check === 'format') {
    throw new AppError('bad_request', RT.serialFormat(registry.name, registry.serialExample))
  }
  if (check === 'count') throw new AppError('bad_request', RT.serialCount(r.tonnes))
  const [updated] = await tx
    .update(retirements)
    .set({ status: 'confirmed', ...body, confirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(retirements.id, r.id))
    .returning()
  if (r.documentId) {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, r.documentId), eq(documents.companyId, r.companyId)))
    if (doc) {
      const pdf = await renderRetirementCertificate(
        { retirement: updated!, project, companyName: found.companyName },
        deps.locale,
        deps.webOrigin,
      )
      // A new file under a new key: a rolled-back confirmation leaves the old one in place.
      const storageKey = doc.storageKey.replace(/[^/]+$/, `${randomUUID()}.pdf`)
      await deps.storage.put(storageKey, pdf, doc.contentType)
      await tx
        .update(documents)
        .set({ storageKey, sizeBytes: pdf.length, updatedAt: new Date() })
        .where(eq(documents.id, doc.id))
    }
  }
  await writeAudit(tx, actor, 'retirement.confirmed', `retirement:${r.id}`, {
    certificateNumber: r.certificateNumber,
    serialStart: body.serialStart,
    serialEnd: body.serialEnd,
    registryReference: body.registryReference,
  })
  return r.id
}

/** An operator confirms one retirement with the registry's serials and reference. */
export async function confirmRetirement(
  deps: ConfirmDeps,
  retirementId: string,
  actor: string,
  body: ConfirmRetirementBody,
): Promise<Retirement> {
  await deps.db.transaction(async (tx) => {
    const found = await lockRetirement(tx, eq(retirements.id, retirementId))
    if (!found) throw new AppError('not_found', RT.retirementMissing)
    await confirmLocked(tx, deps, found, actor, body)
  })
  return announceConfirmed(deps, retirementId)
}

const COLUMNS = ['certificate', 'serial_start', 'serial_end', 'reference'] as const

function parseCsv(csv: string): string[][] {
  return csv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/[,;]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')))
}

/**
 * Confirms every retirement a registry CSV lists (one row per Kelp certificate number), all
 * or nothing: one bad row leaves every retirement as it was and names the row.
 */
export async function confirmRetirementsFromCsv(
  deps: ConfirmDeps,
  actor: string,
  csv: string,
): Promise<Retirement[]> {
  const [header, ...rows] = parseCsv(csv)
  const at = COLUMNS.map((c) => header?.map((h) => h.toLowerCase()).indexOf(c) ?? -1)
  if (at.some((i) => i < 0) || rows.length === 0) throw new AppError('bad_request', RT.csvHeader)
  const ids = await deps.db.transaction(async (tx) => {
    const done: string[] = []
    for (const [n, row] of rows.entries()) {
      const [certificate, serialStart, serialEnd, registryReference] = at.map((i) => row[i] ?? '')
      try {
        const found = await lockRetirement(tx, eq(retirements.certificateNumber, certificate!))
        if (!found) throw new AppError('not_found', RT.csvUnknownCertificate(certificate!))
        done.push(
          await confirmLocked(tx, deps, found, actor, {
            serialStart: serialStart!,
            serialEnd: serialEnd!,
            registryReference: registryReference!,
          }),
        )
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        throw new AppError('bad_request', RT.csvRow(n + 2, error.text))
      }
    }
    return done
  })
  return Promise.all(ids.map((id) => announceConfirmed(deps, id)))
}
