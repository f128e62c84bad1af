'use client'

import type { DashboardContribution } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { pageErrorText } from '@/lib/api-client'
import { createCustomerPortalSession } from '../../api/dashboard'

/** Adjust (monthly, active), the customer portal, contribute again, close the dashboard. */
export function DashboardActions({
  contribution,
  customerId,
  onSignOut,
}: {
  contribution: DashboardContribution
  customerId: string
  onSignOut: () => void
}) {
  const t = useTranslations('contributions.dashboard.actions')
  const tError = useTranslations('common.error')
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<string>()
  const adjustable = contribution.frequency === 'monthly' && contribution.active

  async function openPortal() {
    setOpening(true)
    setError(undefined)
    try {
      // A path: the server puts its own origin in front, whatever host name this page has.
      const back = `${window.location.pathname}${window.location.search}`
      const { url } = await createCustomerPortalSession(customerId, back)
      window.location.assign(url)
    } catch (failure) {
      setError(pageErrorText(failure, tError('something_wrong')))
      setOpening(false)
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3">
        {adjustable ? (
          <Link href="/contribute/dashboard/adjust" className={buttonClasses({ size: 'lg' })}>
            {t('adjust')}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={openPortal}
          disabled={opening}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          {opening ? t('opening') : t('portal')}
        </button>
        <Link href="/contribute" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('again')}
        </Link>
        <button
          type="button"
          onClick={onSignOut}
          className={buttonClasses({ variant: 'ghost', size: 'lg' })}
        >
          {t('signOut')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
