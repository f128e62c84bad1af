import type { CompanyBilling } from '@kelp/core/portfolio'
import { printableOnDocuments } from '@kelp/core/documents'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { findBilling, saveBilling } from './repository'
import { BT } from './texts'

/** The billing details, and the seller's country the dialog needs to show the invoice's VAT. */
export async function companyBilling(deps: Pick<AppDeps, 'db' | 'seller'>, companyId: string) {
  return { billing: await findBilling(deps.db, companyId), sellerCountry: deps.seller.country }
}

/** Saves the billing details printed on the company's invoices; they must be printable. */
export async function saveCompanyBilling(
  deps: Pick<AppDeps, 'db' | 'seller'>,
  { companyId, billing }: { companyId: string; billing: CompanyBilling },
) {
  const printed = [billing.legalName, billing.street, billing.postcode, billing.city]
  if (!printed.every(printableOnDocuments)) throw new AppError('bad_request', BT.unprintableBilling)
  await saveBilling(deps.db, companyId, billing)
  return { billing, sellerCountry: deps.seller.country }
}
