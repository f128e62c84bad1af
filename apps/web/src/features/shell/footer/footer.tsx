import { getLocale, getTranslations } from 'next-intl/server'
import { contactHref, FOOTER_LINKS, LEGAL_LINKS, SOCIAL_LINKEDIN } from '@/config/links'
import { CookieSettingsButton } from '@/features/shell/consent/cookie-settings-button'
import { Link } from '@/i18n/navigation'

/**
 * The footer (spec §2 "Footer"); a server component. Hidden per page via config/page-chrome.
 * Its bottom row holds the legal links and "Cookie settings", which reopens the consent choice.
 */
export async function Footer() {
  const t = await getTranslations('footer')
  const locale = await getLocale()
  const icon =
    'flex size-(--size-round-md) items-center justify-center rounded-full border border-kelp-200 hover:bg-kelp-900'
  const link = 'text-kelp-100 hover:text-white hover:underline'
  return (
    <footer aria-label={t('label')} className="mt-16 bg-kelp-900 text-white">
      <div className="mx-auto flex max-w-(--container-page) flex-col gap-8 px-6 py-12">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
          {FOOTER_LINKS.map(({ id, href }) => (
            <li key={id}>
              <Link href={href} className={link}>
                {t(`links.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3">
          <a href={contactHref(locale)} aria-label={t('contact')} className={icon}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
            </svg>
          </a>
          <a
            href={SOCIAL_LINKEDIN}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social')}
            className={icon}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.6c0-1.34-.02-3.06-1.86-3.06-1.87 0-2.15 1.46-2.15 2.96V21h-4V9Z" />
            </svg>
          </a>
        </div>
        <div className="flex flex-col gap-4 border-t border-kelp-700 pt-6 text-sm lg:flex-row lg:items-start lg:justify-between">
          <p className="text-kelp-100 lg:max-w-xl">
            {t('copyright', { year: new Date().getFullYear(), description: t('description') })}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {LEGAL_LINKS.map(({ id, href }) => (
              <li key={id}>
                <Link href={href} className={link}>
                  {t(`links.${id}`)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={`${link} cursor-pointer`}>
                {t('cookieSettings')}
              </CookieSettingsButton>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
