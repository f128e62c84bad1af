import type { ReactNode } from 'react'
import { QueryProvider } from '@/lib/query'

/**
 * The signed-in app's screens share one query cache (docs/decisions/132); marketing pages stay
 * without the data-fetching library.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>
}
