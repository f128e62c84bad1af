'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useAuth } from '@/features/auth'
import { pageErrorText } from '@/lib/api-client'
import { requestPortfolioAccess } from '../api/portfolio-api'
import { ContactModal } from './contact-modal'

/**
 * Shown to members without portfolio access (product.md §2, §6): they ask their company admin for
 * access, or contact Kelp through the contact modal.
 */
export function RestrictedAccess() {
  const t = useTranslations('portfolio.restricted')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const { user } = useAuth()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string>()
  const [contactOpen, setContactOpen] = useState(false)

  async function ask() {
    setState('sending')
    setError(undefined)
    try {
      await requestPortfolioAccess(locale)
      setState('sent')
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
      setState('idle')
    }
  }

  return (
    <>
      <section
        aria-labelledby="restricted-title"
        className="mx-auto grid max-w-2xl gap-5 px-6 py-16 text-center"
      >
        <span
          aria-hidden="true"
          className="mx-auto grid size-14 place-items-center rounded-full bg-kelp-50 text-2xl"
        >
          <svg viewBox="0 0 24 24" className="size-7 fill-none stroke-kelp-700" strokeWidth={2}>
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
        </span>
        <h1 id="restricted-title" className="text-2xl font-bold md:text-3xl">
          {t('title')}
        </h1>
        <p className="text-muted">
          {t('body', { company: user?.company?.name ?? t('yourCompany') })}
        </p>
        {state === 'sent' ? (
          <p role="status" className="rounded-lg bg-kelp-50 p-4 font-semibold text-kelp-900">
            {t('requested')}
          </p>
        ) : (
          <button
            type="button"
            onClick={ask}
            disabled={state === 'sending'}
            className="min-h-(--height-btn-lg) justify-self-center rounded-md bg-kelp-700 px-5 py-2 font-semibold text-white hover:bg-kelp-900 disabled:opacity-50"
          >
            {state === 'sending' ? t('requesting') : t('request')}
          </button>
        )}
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {t('contactHint')}{' '}
          <button
            type="button"
            onClick={() => setContactOpen(true)}
            className="font-semibold text-kelp-700 underline"
          >
            {t('contact')}
          </button>
        </p>
      </section>
      <ContactModal
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        defaults={
          user
            ? { firstName: user.firstName, lastName: user.lastName, email: user.email }
            : undefined
        }
      />
    </>
  )
}
