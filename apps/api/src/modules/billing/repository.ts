import { eq } from 'drizzle-orm'
import type { CompanyBilling } from '@kelp/core/portfolio'
import type { Database } from '../../db/client'
import { companyBilling } from '../../db/schema'

export async function findBilling(db: Database, companyId: string): Promise<CompanyBilling | null> {
  const [row] = await db
    .select()
    .from(companyBilling)
    .where(eq(companyBilling.companyId, companyId))
    .limit(1)
  if (!row) return null
  const { legalName, street, postcode, city, country, vatId } = row
  // Written only through companyBillingSchema, so the country is one of its codes.
  return { legalName, street, postcode, city, country: country as CompanyBilling['country'], vatId }
}

export async function saveBilling(db: Database, companyId: string, billing: CompanyBilling) {
  await db
    .insert(companyBilling)
    .values({ companyId, ...billing })
    .onConflictDoUpdate({
      target: companyBilling.companyId,
      set: { ...billing, updatedAt: new Date() },
    })
}
