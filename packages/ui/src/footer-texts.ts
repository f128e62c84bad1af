import type { FooterTexts } from './footer'
import { FOOTER_LINKS, LEGAL_LINKS, type FooterLinkId } from './links'

/** Looks a key up in the host's `footer` messages (next-intl in the app, use-intl on the site). */
export type FooterTranslate = (key: string, values?: Record<string, string | number>) => string

/** The footer's texts from the `footer` message namespace, resolved the same way by both hosts. */
export function footerTexts(t: FooterTranslate, year: number): FooterTexts {
  const ids: FooterLinkId[] = [...FOOTER_LINKS, ...LEGAL_LINKS].map(({ id }) => id)
  return {
    label: t('label'),
    links: Object.fromEntries(ids.map((id) => [id, t(`links.${id}`)])) as Record<
      FooterLinkId,
      string
    >,
    contact: t('contact'),
    social: t('social'),
    copyright: t('copyright', { year, description: t('description') }),
  }
}
