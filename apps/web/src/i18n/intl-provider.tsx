import type { AbstractIntlMessages } from 'next-intl'
import { getLocale, getTimeZone } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ClientIntlProvider } from './client-intl-provider'

/**
 * What next-intl's server `NextIntlClientProvider` does (locale and time zone from the request
 * config; this app sets no formats or `now`), with the client error handler of
 * ClientIntlProvider, which a server component cannot pass as a function.
 */
export async function IntlProvider({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  return (
    <ClientIntlProvider
      locale={await getLocale()}
      timeZone={await getTimeZone()}
      messages={messages}
    >
      {children}
    </ClientIntlProvider>
  )
}
