import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { pickMessages } from './client-messages'
import { IntlProvider } from './intl-provider'

/**
 * A route layout whose client components get only these namespaces of the locale's messages
 * (docs/decisions/012 and 097): the messages are serialised into every page of the route.
 */
export function messagesLayout(namespaces: readonly string[]) {
  return async function MessagesLayout({
    children,
    params,
  }: {
    children: ReactNode
    params: Promise<{ locale: string }>
  }) {
    setRequestLocale((await params).locale as never)
    const messages = pickMessages(await getMessages(), namespaces)
    return <IntlProvider messages={messages}>{children}</IntlProvider>
  }
}
