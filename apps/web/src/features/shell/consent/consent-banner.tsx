'use client'

import { startTransition, useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { CONSENT_NEEDED_ATTRIBUTE } from '@/config/consent'
import {
  allConsentKeys,
  allPreferences,
  customConsentKeys,
  type CustomPreferences,
} from './consent-mode'
import {
  applyConsentKeys,
  clearAnalytics,
  readPreferences,
  setDoNotTrack,
  storePreferences,
} from './consent-storage'
import { ConsentDialog } from './consent-dialog'

/**
 * Cookie consent (spec §4): shown only while no preference is stored; stacks below 768 px.
 * The server renders it, so it paints with the page; CONSENT_PREPAINT_SCRIPT lets CSS show it
 * before the first paint only while no choice is stored, and hydration removes it otherwise.
 */
export function ConsentBanner() {
  const t = useTranslations('consent')
  const [visible, setVisible] = useState(true)
  // The server's buttons do nothing until React has hydrated them: disabled until then.
  const [ready, setReady] = useState(false)
  const [customising, setCustomising] = useState(false)

  useEffect(() => {
    const stored = readPreferences() !== null
    // Pages whose HTML lacks the head script (Next's error pages) show the banner from here.
    if (!stored) document.documentElement.setAttribute(CONSENT_NEEDED_ATTRIBUTE, '')
    startTransition(() => {
      setReady(true)
      if (stored) setVisible(false)
    })
  }, [])

  const acceptAll = () => {
    applyConsentKeys(allConsentKeys(true))
    storePreferences(allPreferences(true))
    setVisible(false)
  }
  const reject = () => {
    applyConsentKeys(allConsentKeys(false))
    storePreferences(allPreferences(false))
    setDoNotTrack(true)
    setVisible(false)
  }
  const save = (choice: CustomPreferences) => {
    applyConsentKeys(customConsentKeys(choice))
    if (!choice.analytics) clearAnalytics()
    setDoNotTrack(!choice.hubspot)
    storePreferences(choice)
    setCustomising(false)
    setVisible(false)
  }

  if (!visible) return null
  return (
    <>
      <section
        data-consent-banner
        aria-label={t('banner')}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
      >
        <div className="relative mx-auto flex max-w-(--container-page) flex-col gap-4 px-6 py-5 pr-14 md:flex-row md:items-center">
          <p className="flex-1 text-sm">{t('text')}</p>
          <div className="flex flex-col gap-2 md:flex-row">
            <Button variant="ghost" disabled={!ready} onClick={() => setCustomising(true)}>
              {t('customise')}
            </Button>
            <Button variant="secondary" disabled={!ready} onClick={reject}>
              {t('reject')}
            </Button>
            <Button disabled={!ready} onClick={acceptAll}>
              {t('acceptAll')}
            </Button>
          </div>
          <button
            type="button"
            aria-label={t('close')}
            disabled={!ready}
            onClick={acceptAll}
            className="absolute top-3 right-3 flex size-(--size-round-sm) items-center justify-center rounded-full hover:bg-surface"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 stroke-current"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      </section>
      <ConsentDialog open={customising} onClose={() => setCustomising(false)} onSave={save} />
    </>
  )
}
