import { Footer as SharedFooter, FOOTER_LINK_CLASS, footerTexts } from '@kelp/ui'
import { getLocale, getTranslations } from 'next-intl/server'
import { CookieSettingsButton } from '@/features/shell/consent/cookie-settings-button'
import { Link } from '@/i18n/navigation'

/**
 * The footer (product.md §2 "Footer"): the markup shared with the static site (@kelp/ui) with the
 * app's texts and its locale-aware Link; a server component. Hidden per page via
 * config/page-chrome.
 */
export async function Footer() {
  const t = await getTranslations('footer')
  const locale = await getLocale()
  const texts = footerTexts(
    (key, values) => t(key as never, values as never),
    new Date().getFullYear(),
  )
  return (
    <SharedFooter
      texts={texts}
      locale={locale}
      Link={Link}
      cookieSettings={
        <CookieSettingsButton className={`${FOOTER_LINK_CLASS} cursor-pointer`}>
          {t('cookieSettings')}
        </CookieSettingsButton>
      }
    />
  )
}
