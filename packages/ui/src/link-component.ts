import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react'

/**
 * How a shared component links to a page: the host injects its own link (the Next app its
 * locale-aware client-side Link, the static site a plain anchor), so the markup stays one.
 * `href` is locale-free; the host's link adds the /de prefix where the page is German. Other
 * anchor attributes (aria-label, data-*) are passed through to the anchor.
 */
export type LinkComponent = ComponentType<
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children'> & {
    href: string
    /** Menus close when one of their links is followed. */
    onClick?: () => void
    children: ReactNode
  }
>

/**
 * How the language switch links to the current page in another language: the app's
 * locale-aware Link (which keeps the page and remembers the choice), the site a plain anchor
 * to the page's localized path.
 */
export type LocaleLinkComponent = ComponentType<{
  locale: string
  lang: string
  className: string
  'aria-label': string
  'aria-current': 'true' | undefined
  children: ReactNode
}>
