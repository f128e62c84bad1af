'use client'

import type { MouseEvent, ReactNode } from 'react'
import { filtersToSearch, type ProjectFilters } from '../lib/filters'

/**
 * A link to the list with other filters (a page, cleared filters). Without JavaScript it loads
 * that page from the server; with it, a plain click changes the URL in place and the list is
 * read in the browser. Modified clicks (new tab, new window) stay the browser's.
 */
export function FilterLink({
  filters,
  onGo,
  className,
  children,
}: {
  filters: ProjectFilters
  onGo: (filters: ProjectFilters) => void
  className?: string
  children: ReactNode
}) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    onGo(filters)
  }
  return (
    <a href={filtersToSearch(filters) || '?'} onClick={click} className={className}>
      {children}
    </a>
  )
}
