import { NextIntlClientProvider } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The signed-in app's client components (projects, planner, chat) get every message. */
export default async function AppLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  setRequestLocale((await params).locale as never)
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>
}
