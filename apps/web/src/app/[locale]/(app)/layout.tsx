import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { APP_NAMESPACES, pickMessages } from '@/i18n/client-messages'

/** The signed-in app's client components get the app's messages (APP_NAMESPACES). */
export default async function AppLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  setRequestLocale((await params).locale as never)
  const messages = pickMessages(await getMessages(), APP_NAMESPACES)
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
}
