'use client'

import { useState } from 'react'
import { fetchBilling, saveBilling } from '../api/portfolio-api'
import { emptyBilling, type BillingDraft } from './billing-fields'

const REQUIRED = ['legalName', 'street', 'postcode', 'city'] as const

/**
 * The billing details in the accept dialog (loaded when it opens, saved before accepting) and
 * in the company admin's settings form. `idPrefix` as given to BillingFields.
 */
export function useBillingDraft(companyName: string, locale: string, idPrefix = 'billing') {
  const [draft, setDraft] = useState<BillingDraft>(() => emptyBilling(companyName))
  const [missing, setMissing] = useState<(typeof REQUIRED)[number][]>([])

  async function load() {
    const { billing } = await fetchBilling(locale)
    if (billing) setDraft({ ...billing, vatId: billing.vatId ?? '' })
  }

  /** Saves the details; false (and the empty fields marked) when one is missing. */
  async function save(): Promise<boolean> {
    const empty = REQUIRED.filter((key) => !draft[key].trim())
    setMissing(empty)
    if (empty.length > 0) {
      document.getElementById(`${idPrefix}-${empty[0]}`)?.focus()
      return false
    }
    await saveBilling({ ...draft, vatId: draft.vatId.trim() || null }, locale)
    return true
  }

  return { draft, setDraft, missing, load, save }
}
