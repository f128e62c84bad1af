import { createElement, useCallback, type ComponentProps } from 'react'
import { useLocale } from 'next-intl'
import { createNavigation } from 'next-intl/navigation'
import { isAppPath } from './app-paths'
import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

type LinkProps = ComponentProps<typeof navigation.Link>

/**
 * The locale-aware link: client navigation to the app's pages, a plain anchor (a page load) to
 * the static site's (see isAppPath).
 */
export function Link({ href, locale, prefetch, replace, scroll, shallow, ...anchor }: LinkProps) {
  const current = useLocale()
  if (typeof href !== 'string' || isAppPath(href)) {
    return createElement(navigation.Link, {
      href,
      locale,
      prefetch,
      replace,
      scroll,
      shallow,
      ...anchor,
    } as LinkProps)
  }
  return createElement('a', {
    ...anchor,
    href: getPathname({ href, locale: locale ?? (current as (typeof routing.locales)[number]) }),
  })
}

/** Goes to a locale-free path: the app's router for its pages, a page load for static ones. */
export function useGoTo(): (href: string) => void {
  const router = navigation.useRouter()
  const locale = useLocale() as (typeof routing.locales)[number]
  return useCallback(
    (href: string) => {
      if (isAppPath(href)) router.push(href)
      else window.location.assign(getPathname({ href, locale }))
    },
    [router, locale],
  )
}
