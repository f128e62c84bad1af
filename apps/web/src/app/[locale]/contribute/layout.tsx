import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { CONTRIBUTION_NAMESPACES, pickMessages } from '@/i18n/client-messages'

/** The contribution screens' client islands get the shell's and their own messages only. */
export default async function ContributeLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  setRequestLocale((await params).locale as never)
  const messages = pickMessages(await getMessages(), CONTRIBUTION_NAMESPACES)
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
}
