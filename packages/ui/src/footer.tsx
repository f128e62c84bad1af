import type { ReactNode } from 'react'
import { LinkedInIcon, PhoneIcon } from './icons'
import type { LinkComponent } from './link-component'
import { contactHref, FOOTER_LINKS, LEGAL_LINKS, SOCIAL_LINKEDIN, type FooterLinkId } from './links'

/** The footer's texts, resolved by the host from the `footer` messages. */
export interface FooterTexts {
  label: string
  links: Record<FooterLinkId, string>
  contact: string
  social: string
  /** The copyright line with the year already filled in. */
  copyright: string
}

const ICON =
  'flex size-(--size-round-md) items-center justify-center rounded-full border border-kelp-200 hover:bg-kelp-900'
export const FOOTER_LINK_CLASS = 'text-kelp-100 hover:text-white hover:underline'

/**
 * The footer (docs/product.md §2 "Footer"), the same markup in the app and on the static site.
 * Its bottom row holds the legal links and the host's "Cookie settings" control, which reopens
 * the consent choice.
 */
export function Footer({
  texts,
  locale,
  Link,
  cookieSettings,
}: {
  texts: FooterTexts
  locale: string
  Link: LinkComponent
  cookieSettings: ReactNode
}) {
  return (
    <footer aria-label={texts.label} className="mt-16 bg-kelp-900 text-white">
      <div className="mx-auto flex max-w-(--container-page) flex-col gap-8 px-6 py-12">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
          {FOOTER_LINKS.map(({ id, href }) => (
            <li key={id}>
              <Link href={href} className={FOOTER_LINK_CLASS}>
                {texts.links[id]}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3">
          <a href={contactHref(locale)} aria-label={texts.contact} className={ICON}>
            <PhoneIcon />
          </a>
          <a
            href={SOCIAL_LINKEDIN}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.social}
            className={ICON}
          >
            <LinkedInIcon />
          </a>
        </div>
        <div className="flex flex-col gap-4 border-t border-kelp-700 pt-6 text-sm lg:flex-row lg:items-start lg:justify-between">
          <p className="text-kelp-100 lg:max-w-xl">{texts.copyright}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {LEGAL_LINKS.map(({ id, href }) => (
              <li key={id}>
                <Link href={href} className={FOOTER_LINK_CLASS}>
                  {texts.links[id]}
                </Link>
              </li>
            ))}
            <li>{cookieSettings}</li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
