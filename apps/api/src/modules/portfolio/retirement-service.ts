import type { Locale } from '@kelp/core/http'
import type { RetireBody, Retirement } from '@kelp/core/portfolio'
import { renderCertificate } from '../../adapters/pdf'
import type { Storage } from '../../adapters/storage'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../admin/audit'
import { downloadPath, storeDocument } from '../documents/service'
import { nextSequenceValue } from '../orbit/repository'
import { findCompany } from './accept-repository'
import * as repo from './retirement-repository'
import { notEnoughHeld, PT } from './texts'
import { printableOnDocuments } from '@kelp/core/documents'
import { retirementCertificate } from '../certificates/certificate-input'
import { newPublicId, verifyUrl } from '../certificates/public-id'
import { documentTexts } from '../certificates/texts'

export interface RetireDeps {
  db: Database
  storage: Storage
  locale: Locale
  webOrigin: string
}

type Row = Awaited<ReturnType<typeof repo.findRetirement>>

export function toRetirementView({ retirement: r, projectSlug, projectName }: Row): Retirement {
  return {
    id: r.id,
    companyId: r.companyId,
    certificateNumber: r.certificateNumber,
    tonnes: r.tonnes,
    retiredAt: r.retiredOn,
    projectId: r.projectId,
    projectSlug,
    projectName,
    vintage: r.vintage,
    beneficiary: r.beneficiary,
    serialStart: r.serialStart,
    serialEnd: r.serialEnd,
    documentId: r.documentId,
    downloadPath: r.documentId ? downloadPath(r.companyId, r.documentId) : null,
  }
}

const serial = (registryId: string, vintage: number, n: number) =>
  `${registryId}-${vintage}-${String(n).padStart(9, '0')}`

function checkPrintable(body: RetireBody) {
  if (!printableOnDocuments(body.beneficiary)) {
    throw new AppError('bad_request', documentTexts.unprintableBeneficiary)
  }
  if (body.purpose !== undefined && !printableOnDocuments(body.purpose)) {
    throw new AppError('bad_request', documentTexts.unprintablePurpose)
  }
}

/**
 * Retires held credits: locks the holding, takes a serial range, renders and stores the
 * certificate and records the retirement, all in one transaction.
 */
export async function retireHoldings(
  deps: RetireDeps,
  companyId: string,
  actor: string,
  body: RetireBody,
): Promise<Retirement> {
  checkPrintable(body)
  const company = await findCompany(deps.db, companyId)
  if (!company) throw new AppError('not_found', PT.companyMissing)
  const today = new Date().toISOString().slice(0, 10)
  if (body.retiredAt && body.retiredAt > today) throw new AppError('bad_request', PT.futureDate)
  const id = await deps.db.transaction(async (tx) => {
    const found = await repo.findVintageWithProject(tx, body.projectId, body.vintage)
    if (!found) throw new AppError('not_found', PT.projectMissing)
    const { project, vintage } = found
    const holding = await repo.lockHolding(tx, companyId, vintage.id)
    if (!holding || holding.tonnes < body.tonnes) {
      throw new AppError(
        'bad_request',
        notEnoughHeld(project.name, vintage.year, holding?.tonnes ?? 0),
      )
    }
    await repo.reduceHolding(tx, holding.id, body.tonnes)
    const first = await repo.allocateSerials(tx, vintage.id, body.tonnes)
    const retiredOn = body.retiredAt ?? today
    const year = Number(retiredOn.slice(0, 4))
    const seq = await nextSequenceValue(tx, 'certificate_number_seq')
    const values = {
      companyId,
      publicId: newPublicId(),
      certificateNumber: `KELP-RC-${year}-${String(seq).padStart(6, '0')}`,
      projectId: project.id,
      vintage: vintage.year,
      tonnes: body.tonnes,
      retiredOn,
      year,
      beneficiary: body.beneficiary,
      purpose: body.purpose ?? null,
      serialStart: serial(project.registryId, vintage.year, first),
      serialEnd: serial(project.registryId, vintage.year, first + body.tonnes - 1),
    }
    const input = retirementCertificate(values, project, company.name)
    const document = await storeDocument(tx, deps.storage, {
      companyId,
      kind: 'retirement_certificate',
      year,
      title: `Retirement certificate ${values.certificateNumber}`,
      titleDe: `Stilllegungszertifikat ${values.certificateNumber}`,
      fileName: `${values.certificateNumber}.pdf`,
      contentType: 'application/pdf',
      body: await renderCertificate(
        input,
        deps.locale,
        verifyUrl(deps.webOrigin, input.id, deps.locale),
      ),
    })
    const row = await repo.insertRetirement(tx, { ...values, documentId: document.id })
    await repo.addToYearTotals(tx, companyId, year, body.tonnes)
    await writeAudit(tx, actor, 'retirement.created', `retirement:${row.id}`, {
      companyId,
      certificateNumber: values.certificateNumber,
      tonnes: body.tonnes,
    })
    return row.id
  })
  return toRetirementView(await repo.findRetirement(deps.db, id))
}
