import type { Locale } from '@kelp/core/http'
import type { RetireBody, Retirement } from '@kelp/core/portfolio'
import { registryListing } from '@kelp/core/projects'
import type { AppDeps } from '../../deps'
import { nextSequenceValue } from '../../db/sequences'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { downloadPath, storeDocument } from '../documents'
import { findCompany } from './accept-repository'
import { renderRetirementCertificate } from './retirement-certificate'
import * as repo from './retirement-repository'
import { mailRetirement } from './money-mail-service'
import { RT } from './retirement-texts'
import { PT, notEnoughHeld } from './texts'
import { printableOnDocuments } from '@kelp/core/documents'
import { newPublicId } from '../certificates'
import { documentTexts } from '../certificates'
import { OT } from '../orbit'

/** A retirement request: by whom, for which company, in which language its certificate is. */
export interface RetireInput {
  companyId: string
  actor: string
  body: RetireBody
  locale: Locale
  /** The demo seed's retirements: their certificates say they are demo data. */
  demo?: boolean
  /** The public API caller's own key-value pairs, stored with the retirement. */
  metadata?: Record<string, string>
}

type Row = Awaited<ReturnType<typeof repo.findRetirement>>

export function toRetirementView(row: Row): Retirement {
  const { retirement: r, projectSlug, projectName } = row
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
    status: r.status,
    serialStart: r.serialStart,
    serialEnd: r.serialEnd,
    registryReference: r.registryReference,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    ...registryListing(row.registryKey, row.registryId),
    demo: r.demo,
    documentId: r.documentId,
    downloadPath: r.documentId ? downloadPath(r.companyId, r.documentId) : null,
  }
}

function checkPrintable(body: RetireBody) {
  if (!printableOnDocuments(body.beneficiary)) {
    throw new AppError('bad_request', documentTexts.unprintableBeneficiary)
  }
  if (body.purpose !== undefined && !printableOnDocuments(body.purpose)) {
    throw new AppError('bad_request', documentTexts.unprintablePurpose)
  }
}

/**
 * Requests the retirement of held, issued credits: locks the holding, records the
 * retirement as requested (the registry's serials come later, from an operator) and stores
 * its certificate, which says it awaits registry confirmation, and the admins' mail linking it;
 * all in one transaction.
 */
export async function retireHoldings(
  deps: Pick<AppDeps, 'db' | 'storage' | 'env' | 'mailer'>,
  { companyId, actor, body, locale, demo, metadata }: RetireInput,
): Promise<Retirement> {
  checkPrintable(body)
  const company = await findCompany(deps.db, companyId)
  if (!company) throw new AppError('not_found', PT.companyMissing)
  const today = new Date().toISOString().slice(0, 10)
  if (body.retiredAt && body.retiredAt > today) throw new AppError('bad_request', PT.futureDate)
  const { id, deliverMail } = await deps.db.transaction(async (tx) => {
    const found = await repo.findVintageWithProject(tx, body.projectId, body.vintage)
    if (!found) throw new AppError('not_found', OT.projectMissing)
    const { project, vintage } = found
    if (vintage.status !== 'issued') {
      throw new AppError('bad_request', RT.forwardNotRetirable(project.name, vintage.year))
    }
    if (!project.registryKey) throw new AppError('bad_request', RT.notListed)
    const holding = await repo.lockHolding(tx, companyId, vintage.id)
    if (!holding || holding.tonnes < body.tonnes) {
      throw new AppError(
        'bad_request',
        notEnoughHeld(project.name, vintage.year, holding?.tonnes ?? 0),
      )
    }
    await repo.reduceHolding(tx, holding.id, body.tonnes)
    const retiredOn = body.retiredAt ?? today
    const year = Number(retiredOn.slice(0, 4))
    const seq = await nextSequenceValue(tx, 'certificate_number_seq')
    const certificateNumber = `KELP-RC-${year}-${String(seq).padStart(6, '0')}`
    const row = await repo.insertRetirement(tx, {
      companyId,
      publicId: newPublicId(),
      certificateNumber,
      projectId: project.id,
      vintage: vintage.year,
      tonnes: body.tonnes,
      retiredOn,
      year,
      beneficiary: body.beneficiary,
      purpose: body.purpose ?? null,
      demo: demo ?? false,
      metadata: metadata ?? {},
    })
    const document = await storeDocument(
      { db: tx, storage: deps.storage },
      {
        companyId,
        kind: 'retirement_certificate',
        year,
        title: `Retirement certificate ${certificateNumber}`,
        titleDe: `Stilllegungszertifikat ${certificateNumber}`,
        fileName: `${certificateNumber}.pdf`,
        contentType: 'application/pdf',
        body: await renderRetirementCertificate(
          { retirement: row, project, companyName: company.name },
          locale,
          deps.env.WEB_ORIGIN,
        ),
      },
    )
    await repo.setRetirementDocument(tx, row.id, document.id)
    await repo.addToYearTotals(tx, companyId, year, body.tonnes)
    await writeAudit(tx, actor, 'retirement.created', `retirement:${row.id}`, {
      companyId,
      certificateNumber,
      tonnes: body.tonnes,
    })
    const deliverMail = await mailRetirement(
      { ...deps, tx },
      {
        ...row,
        projectName: project.name,
        documentId: document.id,
      },
    )
    return { id: row.id, deliverMail }
  })
  deliverMail()
  return toRetirementView(await repo.findRetirement(deps.db, id))
}

/** A page of the company's retirements (of a year, if given), newest first. */
export async function retirementPage(
  deps: Pick<AppDeps, 'db'>,
  input: { companyId: string; year?: number; page: number; perPage: number },
) {
  const { page, perPage } = input
  const result = await repo.listRetirements(deps.db, input.companyId, input.year, page, perPage)
  return {
    items: result.items.map(toRetirementView),
    page,
    perPage,
    total: result.total,
    pageCount: Math.ceil(result.total / perPage),
  }
}
