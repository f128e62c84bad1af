import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { MARKETING_NAMESPACES, pickMessages } from '@/i18n/client-messages'

/** Marketing pages hand their client islands only the messages those islands read. */
export default async function MarketingLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  setRequestLocale((await params).locale as never)
  const messages = pickMessages(await getMessages(), MARKETING_NAMESPACES)
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
}
