'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale } from 'next-intl'
import { adminQueries } from '../api/queries'
import type { AdminCompany } from '../api/types'

const NONE: AdminCompany[] = []

/** Every customer company, for the operator's company pickers (read once, shared by both). */
export function useCompanies(): AdminCompany[] {
  return useQuery(adminQueries.companies(useLocale())).data?.items ?? NONE
}
