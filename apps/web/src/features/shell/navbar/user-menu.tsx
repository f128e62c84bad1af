'use client'

import { UserMenu as SharedUserMenu, type NavTexts } from '@kelp/ui'
import { isFocusedPath } from '@/config/page-chrome'
import { Link, usePathname } from '@/i18n/navigation'
import { useNavSession } from './use-nav-session'

/** The shared desktop user menu (@kelp/ui) with the app's session, sign-in modal and Link. */
export function UserMenu({ texts }: { texts: NavTexts }) {
  const session = useNavSession()
  const focused = isFocusedPath(usePathname())
  return <SharedUserMenu texts={texts} session={session} focused={focused} Link={Link} />
}
