import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ANY_THIRD_PARTY_CONFIGURED } from '@/config/consent'
import { APP_VERSION } from '@/config/layout'
import { FAVICON_HREF } from '@kelp/ui'
import { AuthProvider } from '@/features/auth/auth-context'
import { SITE_URL } from '@/features/marketing/seo'
import { ConsentManager } from '@/features/shell/consent/consent-manager'
import { CONSENT_PREPAINT_SCRIPT } from '@/config/consent'
import { ThirdPartyScripts } from '@/features/shell/consent/on-demand'
import { FooterGate, MobileSpacer } from '@/features/shell/footer/chrome-gate'
import { Footer } from '@/features/shell/footer/footer'
import { NavCart } from '@/features/orbit/components/nav-cart'
import { Navbar } from '@/features/shell/navbar/navbar'
import { NavigationEffects } from '@/features/shell/navigation/navigation-effects'
import { TestSystemBar } from '@/features/shell/test-system/test-system-bar'
import { AppToaster } from '@/components/toasts/app-toaster'
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/client-messages'
import { IntlProvider } from '@/i18n/intl-provider'
import { routing } from '@/i18n/routing'
import { NONCE_HEADER } from '@/security/csp'
import '../globals.css'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'meta',
  })
  // product.md §9 "Other": the app version meta.
  // metadataBase: absolute Open Graph and canonical URLs on every page, not only marketing ones.
  return {
    metadataBase: new URL(SITE_URL),
    title: t('title'),
    description: t('description'),
    icons: { icon: { url: FAVICON_HREF, type: 'image/svg+xml' } },
    other: { version: APP_VERSION },
  }
}

// No maximum-scale and no user-scalable=no: people may zoom as far as the browser allows
// (500 % and more), unlike a fixed viewport (docs/decisions/103).
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
}

/**
 * The shell every screen lives in (product.md §2, §4). Server-rendered; the interactive parts are
 * small client islands. Per-page chrome (hidden footer): config/page-chrome.ts.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('common')
  const messages = pickMessages(await getMessages(), SHELL_NAMESPACES)
  // The proxy's per-request nonce (src/proxy.ts). Reading it renders every page per request,
  // which a nonce needs: prerendered HTML would carry one nonce for every visitor.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined
  return (
    // The consent script may mark <html> before React hydrates it.
    <html lang={locale === 'keys' ? 'en' : locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_PREPAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <IntlProvider messages={messages}>
          <AuthProvider>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {t('skipToContent')}
            </a>
            {/* Early in the body, though fixed to the bottom: a first visit paints the banner with the
                first frame, before any script runs, and reaches it right after the skip link. */}
            <ConsentManager />
            <NavigationEffects />
            <Navbar cart={<NavCart />} />
            <MobileSpacer />
            <main id="main" className="flex-1">
              {children}
            </main>
            <FooterGate>
              <Footer />
            </FooterGate>
            <AppToaster />
            <TestSystemBar />
            {ANY_THIRD_PARTY_CONFIGURED ? <ThirdPartyScripts /> : null}
          </AuthProvider>
        </IntlProvider>
      </body>
    </html>
  )
}
