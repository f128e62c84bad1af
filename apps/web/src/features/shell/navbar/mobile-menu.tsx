'use client'

import { MobileMenu as SharedMobileMenu, type NavTexts } from '@kelp/ui'
import type { ReactNode } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import { ContactButton } from './contact-button'
import { LanguageControl } from './language-control'
import { useNavSession } from './use-nav-session'

/** The shared mobile menu (@kelp/ui) with the app's session, Link and language switch. */
export function MobileMenu({ texts, cart }: { texts: NavTexts; cart: ReactNode }) {
  return (
    <SharedMobileMenu
      texts={texts}
      session={useNavSession()}
      pathname={usePathname()}
      Link={Link}
      cart={cart}
      languageSwitch={<LanguageControl />}
      contactButton={<ContactButton />}
    />
  )
}
