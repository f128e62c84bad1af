import type { ReactNode } from 'react'
import { PRIVACY_POLICY_PATH } from '@kelp/ui'
import { Link } from '@/i18n/navigation'

/** The `<link>` tag in the consent texts: the privacy policy in the visitor's language. */
export function privacyLink(onNavigate?: () => void) {
  return function PrivacyLink(chunks: ReactNode) {
    return (
      <Link
        href={PRIVACY_POLICY_PATH}
        onClick={onNavigate}
        className="font-semibold text-kelp-700 underline hover:text-kelp-900"
      >
        {chunks}
      </Link>
    )
  }
}
