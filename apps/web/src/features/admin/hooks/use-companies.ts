'use client'

import { useEffect, useState } from 'react'
import { adminApi } from '../api/admin-api'
import type { AdminCompany } from '../api/types'

/** Every customer company, for the operator's company pickers. */
export function useCompanies() {
  const [companies, setCompanies] = useState<AdminCompany[]>([])
  useEffect(() => {
    adminApi.companies().then(
      (res) => setCompanies(res.items),
      () => setCompanies([]),
    )
  }, [])
  return companies
}
