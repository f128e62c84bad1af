'use client'

import { useId } from 'react'
import type { LinkComponent } from './link-component'
import type { NavOption } from './nav-texts'

/** An independently expandable section of the mobile menu. */
export function MobileSection({
  label,
  options,
  expanded,
  onToggle,
  onNavigate,
  Link,
}: {
  label: string
  options: NavOption[]
  expanded: boolean
  onToggle: () => void
  onNavigate: () => void
  Link: LinkComponent
}) {
  const id = useId()
  return (
    <li className="border-b border-line">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-center justify-between py-4 text-lg font-semibold"
      >
        {label}
        <span aria-hidden="true">{expanded ? '−' : '+'}</span>
      </button>
      <ul id={id} hidden={!expanded} className="pb-3">
        {options.map((option) => (
          <li key={option.id}>
            <Link href={option.href} onClick={onNavigate} className="block py-2 pl-3">
              <span className="block font-medium">{option.title}</span>
              <span className="block text-sm text-muted">{option.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
