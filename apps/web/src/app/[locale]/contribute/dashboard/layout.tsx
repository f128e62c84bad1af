import type { ReactNode } from 'react'
import { QueryProvider } from '@/lib/query'

/**
 * The dashboard and its adjust screen read through the app's query cache (docs/decisions/132);
 * the other contribution pages (checkout, payment) fetch nothing to cache.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>
}
