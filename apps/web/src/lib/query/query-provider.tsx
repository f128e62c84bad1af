'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getQueryClient } from './query-client'

/**
 * The signed-in app's query cache. The client comes from getQueryClient, not useState: a render
 * that suspends before this provider commits would otherwise throw its client away.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
