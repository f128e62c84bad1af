'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { privacyLink } from './privacy-link'

/**
 * Cookie consent banner (spec §4); stacks below 768 px. The server renders it, so it paints
 * with the page; CONSENT_PREPAINT_SCRIPT lets CSS show it before the first paint only while no
 * choice is stored. Its buttons stay disabled until React has hydrated them (`ready`).
 */
export function ConsentBanner({
  ready,
  onCustomise,
  onReject,
  onAcceptAll,
}: {
  ready: boolean
  onCustomise: () => void
  onReject: () => void
  onAcceptAll: () => void
}) {
  const t = useTranslations('consent')
  return (
    <section
      data-consent-banner
      aria-label={t('banner')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="relative mx-auto flex max-w-(--container-page) flex-col gap-4 px-6 py-5 pr-14 md:flex-row md:items-center">
        <p className="min-w-0 flex-1 text-sm">{t.rich('text', { link: privacyLink() })}</p>
        <div className="flex flex-col gap-2 md:flex-row">
          <Button
            className="justify-center"
            variant="ghost"
            disabled={!ready}
            onClick={onCustomise}
          >
            {t('customise')}
          </Button>
          <Button
            className="justify-center"
            variant="secondary"
            disabled={!ready}
            onClick={onReject}
          >
            {t('reject')}
          </Button>
          <Button className="justify-center" disabled={!ready} onClick={onAcceptAll}>
            {t('acceptAll')}
          </Button>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          disabled={!ready}
          onClick={onAcceptAll}
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
  )
}
