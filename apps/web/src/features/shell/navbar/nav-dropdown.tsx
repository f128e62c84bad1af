'use client'

import { NavDropdown as SharedNavDropdown, type NavOption } from '@kelp/ui'
import { Link } from '@/i18n/navigation'

/** The shared navbar dropdown (@kelp/ui) with the app's locale-aware Link. */
export function NavDropdown(props: { label: string; options: NavOption[] }) {
  return <SharedNavDropdown {...props} Link={Link} />
}
