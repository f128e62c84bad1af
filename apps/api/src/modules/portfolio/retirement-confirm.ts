import type { ConfirmRetirementBody } from '@kelp/core/admin'
import type { Retirement } from '@kelp/core/portfolio'
import { checkSerialRange, REGISTRIES } from '@kelp/core/projects'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { Locale } from '@kelp/core/http'
import { writeAudit } from '../audit'
import { renderRetirementCertificate } from './retirement-certificate'
import * as repo from './retirement-repository'
import { RT } from './retirement-texts'
import { announceConfirmed } from './retirement-announce'
import { mailRetirement } from './money-mail-service'

type ConfirmDeps = Pick<AppDeps, 'db' | 'storage' | 'env' | 'events' | 'mailer'>

/** The operator confirming, and the language the re-rendered certificate is printed in. */
interface Confirmer {
  actor: string
  locale: Locale
}

/**
 * Records what the registry reports for a requested retirement (its serial range, checked
 * against the registry's format and the retired tonnes, and its retirement reference),
 * marks it confirmed, re-renders its certificate and stores the admins' mail, inside the
 * caller's transaction.
 */
async function confirmLocked(
  tx: Database,
  deps: ConfirmDeps,
  found: repo.LockedRetirement,
  { actor, locale }: Confirmer,
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
  const updated = await repo.markConfirmed(tx, r.id, body)
  if (r.documentId) {
    const doc = await repo.findCompanyDocument(tx, r.companyId, r.documentId)
    if (doc) {
      const pdf = await renderRetirementCertificate(
        { retirement: updated, project, companyName: found.companyName },
        locale,
        deps.env.WEB_ORIGIN,
      )
      // A new file under a new key: a rolled-back confirmation leaves the old one in place.
      const storageKey = doc.storageKey.replace(/[^/]+$/, `${randomUUID()}.pdf`)
      await deps.storage.put(storageKey, pdf, doc.contentType)
      await repo.replaceDocumentFile(tx, doc.id, { storageKey, sizeBytes: pdf.length })
    }
  }
  await writeAudit(tx, actor, 'retirement.confirmed', `retirement:${r.id}`, {
    certificateNumber: r.certificateNumber,
    serialStart: body.serialStart,
    serialEnd: body.serialEnd,
    registryReference: body.registryReference,
  })
  const deliverMail = await mailRetirement(
    { ...deps, tx },
    {
      ...updated,
      projectName: project.name,
    },
  )
  return { id: r.id, deliverMail }
}

/** An operator confirms one retirement with the registry's serials and reference. */
export async function confirmRetirement(
  deps: ConfirmDeps,
  input: Confirmer & { retirementId: string; body: ConfirmRetirementBody },
): Promise<Retirement> {
  const { retirementId, locale } = input
  const { deliverMail } = await deps.db.transaction(async (tx) => {
    const found = await repo.lockRetirement(tx, { id: retirementId })
    if (!found) throw new AppError('not_found', RT.retirementMissing)
    return confirmLocked(tx, deps, found, input, input.body)
  })
  deliverMail()
  return announceConfirmed(deps, { retirementId, locale })
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
  input: Confirmer & { csv: string },
): Promise<Retirement[]> {
  const { csv, locale } = input
  const [header, ...rows] = parseCsv(csv)
  const at = COLUMNS.map((c) => header?.map((h) => h.toLowerCase()).indexOf(c) ?? -1)
  if (at.some((i) => i < 0) || rows.length === 0) throw new AppError('bad_request', RT.csvHeader)
  const confirmed = await deps.db.transaction(async (tx) => {
    const done: { id: string; deliverMail: () => void }[] = []
    for (const [n, row] of rows.entries()) {
      const [certificate, serialStart, serialEnd, registryReference] = at.map((i) => row[i] ?? '')
      try {
        const found = await repo.lockRetirement(tx, { certificateNumber: certificate! })
        if (!found) throw new AppError('not_found', RT.csvUnknownCertificate(certificate!))
        done.push(
          await confirmLocked(tx, deps, found, input, {
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
  for (const { deliverMail } of confirmed) deliverMail()
  return Promise.all(
    confirmed.map(({ id }) => announceConfirmed(deps, { retirementId: id, locale })),
  )
}
