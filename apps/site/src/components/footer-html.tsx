import { Footer, FOOTER_LINK_CLASS } from '@kelp/ui'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SiteLocale } from '../i18n/locales'
import { siteFooterTexts } from '../i18n/shell-texts'
import { siteLink } from '../islands/site-link'

/**
 * The shared footer (@kelp/ui) as static HTML, exactly the markup the app renders: no island,
 * its one button ("Cookie settings", reopening the choice) is wired by a small page script.
 */
export function footerHtml(locale: SiteLocale, year: number): string {
  const { texts, cookieSettings } = siteFooterTexts(locale, year)
  return renderToStaticMarkup(
    <Footer
      texts={texts}
      locale={locale}
      Link={siteLink(locale)}
      cookieSettings={
        <button type="button" className={`${FOOTER_LINK_CLASS} cursor-pointer`}>
          {cookieSettings}
        </button>
      }
    />,
  )
}
