import type { ComponentType, ReactNode } from 'react'

/**
 * How a shared component links to a page: the host injects its own link (the Next app its
 * locale-aware client-side Link, the static site a plain anchor), so the markup stays one.
 * `href` is locale-free; the host's link adds the /de prefix where the page is German.
 */
export type LinkComponent = ComponentType<{
  href: string
  className?: string
  children: ReactNode
}>
