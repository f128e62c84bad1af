'use client'

import type { CompanyBilling } from '@kelp/core/portfolio'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { saveBilling } from '../api/portfolio-api'
import { portfolioQueries } from '../api/queries'
import { emptyBilling, type BillingDraft } from './billing-fields'

const REQUIRED = ['legalName', 'street', 'postcode', 'city'] as const

const asDraft = (billing: CompanyBilling): BillingDraft => ({
  ...billing,
  vatId: billing.vatId ?? '',
})

/**
 * The billing details in the accept dialog (loaded when it opens, saved before accepting) and
 * in the company admin's settings form. `idPrefix` as given to BillingFields; `initial`: the
 * saved details when the caller already read them. Both read and update the one cached copy.
 */
export function useBillingDraft(
  companyName: string,
  locale: string,
  idPrefix = 'billing',
  initial?: CompanyBilling | null,
) {
  const queryClient = useQueryClient()
  const query = portfolioQueries.billing(locale)
  const [draft, setDraft] = useState<BillingDraft>(() =>
    initial ? asDraft(initial) : emptyBilling(companyName),
  )
  const [missing, setMissing] = useState<(typeof REQUIRED)[number][]>([])
  const [sellerCountry, setSellerCountry] = useState<string | null>(null)

  async function load() {
    const loaded = await queryClient.fetchQuery(query)
    setSellerCountry(loaded.sellerCountry)
    if (loaded.billing) setDraft(asDraft(loaded.billing))
  }

  /** Saves the details; false (and the empty fields marked) when one is missing. */
  async function save(): Promise<boolean> {
    const empty = REQUIRED.filter((key) => !draft[key].trim())
    setMissing(empty)
    if (empty.length > 0) {
      document.getElementById(`${idPrefix}-${empty[0]}`)?.focus()
      return false
    }
    const saved = await saveBilling({ ...draft, vatId: draft.vatId.trim() || null }, locale)
    queryClient.setQueryData(query.queryKey, saved)
    return true
  }

  return { draft, setDraft, missing, load, save, sellerCountry }
}
