import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  contributionInvoices,
  contributionRetirements,
  contributions,
  projects,
  retirements,
} from '../../db/schema'
import type { ProjectFacts } from './certificate-input'

const projectFacts = {
  name: projects.name,
  registryKey: projects.registryKey,
  registryId: projects.registryId,
}

export async function retirementByPublicId(db: Database, publicId: string) {
  const [row] = await db
    .select({ retirement: retirements, project: projectFacts })
    .from(retirements)
    .innerJoin(projects, eq(projects.id, retirements.projectId))
    .where(eq(retirements.publicId, publicId))
    .limit(1)
  return row
}

/** A paid contribution invoice with the name its contributor chose for certificates. */
export async function contributionInvoiceByPublicId(db: Database, publicId: string) {
  const [row] = await db
    .select({ invoice: contributionInvoices, beneficiary: contributions.beneficiary })
    .from(contributionInvoices)
    .innerJoin(contributions, eq(contributions.id, contributionInvoices.contributionId))
    .where(eq(contributionInvoices.publicId, publicId))
    .limit(1)
  return row?.invoice.status === 'paid' ? row : undefined
}

export async function contributionParts(
  db: Database,
  invoiceId: string,
): Promise<(ProjectFacts & { kg: number })[]> {
  return db
    .select({ ...projectFacts, kg: contributionRetirements.kg })
    .from(contributionRetirements)
    .innerJoin(projects, eq(projects.id, contributionRetirements.projectId))
    .where(eq(contributionRetirements.invoiceId, invoiceId))
}
